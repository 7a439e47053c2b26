// An __invariant written in the loop body, after a memory access, cannot be
// a loop invariant: tandem rejects the kernel (exit 2) and names the line.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: error: unsupported: __invariant must be in the loop condition
//@ expect: 212_invariant_in_body_bad.cu:11:5:
//@ expect-not: verified
__global__ void body_invariant(int *A, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    A[i] = 0;
    __invariant(i >= 0);
  }
}
