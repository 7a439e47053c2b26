// The same shape reading A[0] behind the loaded branch, which work-item 0
// wrote: a third work-item's write, reported whatever the branch does.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: a binary barrier invariant reads an element that a third thread wrote
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int A[64];
  __local int flag[64];
  A[tid] = 0;
  flag[tid] = tid & 1;
  if (tid == 0)
    A[0] = 3;
  __barrier_invariant_binary_1(__implies(flag[tid] == 1, A[0] == 0 || A[tid] == 0),
                               tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
}
