// __dominator_enabled() (GPUVerify): taken as __enabled(), the work-item's
// predicate where the invariant stands (the loop head). The invariant is
// checked on entry and kept by the loop, so it is proven, then used: after
// the loop i is 8.
//@ args: --local_size=32 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'dom' .*verified
__kernel void dom(__global int *out) {
  int i = 0;
  for (; __invariant(__implies(__dominator_enabled(), i <= 8)), i < 8; i++)
    ;
  __assert(i == 8);
  out[get_global_id(0)] = i;
}
