// An ordering comparison of pointers that may point into different arrays
// (undefined in C; in practice an order of addresses tandem does not know):
// an arbitrary outcome between different arrays, the offsets' order within
// one. Each thread writes its own element on both branches: race-free.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 0
//@ expect: verified
__global__ void order(int *A, int *B, int c) {
  int *p = c ? A : B;
  int *q = B + 4;
  if (p < q)
    A[blockIdx.x * 32 + threadIdx.x] = 1;
  else
    A[blockIdx.x * 32 + threadIdx.x] = 2;
}
