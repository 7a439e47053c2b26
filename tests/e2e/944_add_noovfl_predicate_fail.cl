// Only x + y is required not to overflow; x + y + z may wrap, so the
// assertion about the three-operand sum can fail.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: 944_add_noovfl_predicate_fail.cl:10:3: error: assertion might not hold
//@ expect-not: verified
__kernel void sum3(__global unsigned *out, unsigned x, unsigned y, unsigned z) {
  __requires(__add_noovfl(x, y));
  unsigned w = x + y + z;
  __assert(w >= x + y);
  __assert(__add_noovfl(x, y, z));
  out[get_global_id(0)] = w;
}
