// A wrong two-thread annotation is reported, never verified: thread ids
// are not uniform.
//@ args: --gridDim=1 --blockDim=64
//@ exit: 1
//@ expect: 800_annot_global_racy.cu:8:3: error: assertion might not hold
//@ expect-not: verified
__global__ void k(int *A) {
  __global_assert(__uniform_int(threadIdx.x));
  A[0] = threadIdx.x;
}
