// Binary barrier invariants stay refused, with the reason.
//@ args: --local_size=64 --num_groups=1
//@ exit: 2
//@ expect: binary barrier invariants
//@ expect-re: \.cl:10:
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int A[64];
  A[tid] = tid;
  __barrier_invariant_binary_1(A[tid] != A[__other_int(tid)], tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
  out[A[tid]] = 1;
}
