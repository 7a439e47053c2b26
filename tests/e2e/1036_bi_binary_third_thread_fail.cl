// A binary invariant that reads an element a third work-item wrote since
// the last barrier: A[0], written by work-item 0, read for pairs that do
// not include it. The two-thread model does not see that write, so the
// invariant is not checked against it: reported (GPUVerify's
// "insufficient permission"), never assumed.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: a binary barrier invariant reads an element that a third thread wrote
__kernel void k(__global int *out) {
  __local int A[64];
  A[get_local_id(0)] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    A[0] = 5;
  __barrier_invariant_binary_1(
      __implies(get_local_id(0) != 0 & __other_int(get_local_id(0)) != 0, A[0] == 0),
      get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
}
