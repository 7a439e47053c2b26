// An uninitialised pointer need not be null: the assertion can fail.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: 952_undef_pointer_compare_fail.cl:8:3: error: assertion might not hold
//@ expect-not: verified
__kernel void undef_cmp(__global int *out) {
  int *x;
  __assert(x == 0);
  out[get_global_id(0)] = 1;
}
