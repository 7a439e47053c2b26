// A binary invariant whose reads sit behind a branch on a loaded value
// (__implies on flag[...]): for the check of third threads' writes the
// branch is taken every way, and the elements read are still the pair's
// own. Verified; the scatter through A after the barrier is race-free.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect: verified
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int A[64];
  __local int flag[64];
  A[tid] = 63 - tid;
  flag[tid] = 1;
  __barrier_invariant_binary_1(
      __implies(flag[tid] == 1 && flag[__other_int(tid)] == 1, A[tid] != A[__other_int(tid)]),
      tid, __other_int(tid));
  __barrier_invariant_1(flag[tid] == 1, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  __local int B[64];
  B[A[tid]] = tid;
}
