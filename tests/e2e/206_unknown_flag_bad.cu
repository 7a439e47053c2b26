// Bad input: an unknown command-line option.
//@ args: --blockDim=32 --no-such-option
//@ exit: 2
//@ expect: --no-such-option
//@ expect-not: verified
__global__ void fine(int *A) { A[threadIdx.x] = 1; }
