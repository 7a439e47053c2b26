// Bad input: the file to check does not exist (tandem is run on
// no_such_kernel.cu instead of this file).
//@ input: no_such_kernel.cu
//@ exit: 2
//@ expect: no_such_kernel.cu
//@ expect-not: verified
__global__ void unused(int *A) { A[threadIdx.x] = 0; }
