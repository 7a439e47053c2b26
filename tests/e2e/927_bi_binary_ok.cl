// A binary barrier invariant makes the indices two work-items write
// through distinct: verified (this kernel was refused before binary
// invariants were supported).
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect: verified
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int A[64];
  A[tid] = tid;
  __barrier_invariant_binary_1(A[tid] != A[__other_int(tid)], tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
  out[A[tid]] = 1;
}
