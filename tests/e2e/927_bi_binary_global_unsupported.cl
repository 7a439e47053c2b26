// Binary barrier invariants over global memory stay refused, with the
// reason: another work-group's writes to it are not in the logs the check
// of third threads' writes reads.
//@ args: --local_size=64 --num_groups=1
//@ exit: 2
//@ expect: binary barrier invariant: it reads 'A', which is not __shared__/__local memory
//@ expect-re: \.cl:11:
#define tid get_local_id(0)
__kernel void k(__global int *out, __global int *A) {
  A[tid] = tid;
  __barrier_invariant_binary_1(A[tid] != A[__other_int(tid)], tid, __other_int(tid));
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[A[tid]] = 1;
}
