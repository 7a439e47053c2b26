// 926_bi_global_ok.cl where every work-group stores the same indices
// (local ids): work-items of two groups write one element of B.
//@ args: --local_size=64 --num_groups=16
//@ exit: 1
//@ expect: race on B[
//@ expect-not: barrier invariant might not hold
__kernel void k(__global int *A, __global int *B) {
  size_t g = get_global_id(0);
  A[g] = get_local_id(0);
  __barrier_invariant_1(A[get_global_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_GLOBAL_MEM_FENCE);
  B[A[g]] = g;
}
