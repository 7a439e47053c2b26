// OpenCL: a barrier invariant over a global array, with several
// work-groups (each group's view of global memory has its own contents:
// race freedom means no group reads what another wrote).
//@ args: --local_size=64 --num_groups=16
//@ exit: 0
//@ expect-re: kernel 'k' \(.*\): verified
__kernel void k(__global int *A, __global int *B) {
  size_t g = get_global_id(0);
  A[g] = g;
  __barrier_invariant_1(A[get_global_id(0)] == get_global_id(0), get_local_id(0));
  barrier(CLK_GLOBAL_MEM_FENCE);
  B[A[g]] = g;
}
