// An uninterpreted function is the same for all work-items: mix(x, 0) is
// one index, written by every work-item with its own value (a race). And
// nothing says mix is commutative: the assertion can fail.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race
//@ expect: 943_uninterpreted_function_racy.cl:12:3: error: assertion might not hold
//@ expect-not: verified
DECLARE_UF_BINARY(mix, int, int, int);

__kernel void uf_shared(__global int *out, int x, int y) {
  __assert(mix(x, y) == mix(y, x));
  out[mix(x, 0)] = (int)get_global_id(0);
}
