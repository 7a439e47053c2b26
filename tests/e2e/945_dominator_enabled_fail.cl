// The invariant under __dominator_enabled() is false at the loop head after
// the last iteration (i == 8): it is checked, and reported.
//@ args: --local_size=32 --num_groups=2
//@ exit: 1
//@ expect: loop invariant might not be maintained by the loop
//@ expect-not: verified
__kernel void dom(__global int *out) {
  size_t g = get_global_id(0);
  for (int i = 0; __invariant(__implies(__dominator_enabled(), i < 8)), i < 8; i++)
    out[g * 8 + i] = i;
}
