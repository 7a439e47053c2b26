// Bad input: a malformed launch size.
//@ args: --blockDim=abc
//@ exit: 2
//@ expect: blockDim
//@ expect-not: verified
__global__ void fine(int *A) { A[threadIdx.x] = 1; }
