// Without the bound the addition may overflow: reported at its line
// (tandem checks what GPUVerify would assume).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: 806_noovfl_racy.cu:8:5: error: assertion might not hold
//@ expect-not: verified
__global__ void k(int *A, unsigned n) {
  A[__add_noovfl_unsigned_int(n, threadIdx.x)] = 1;
}
