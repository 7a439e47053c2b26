// Unsupported: a recursive __device__ function. tandem refuses the kernel
// and names the construct and its line.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: error: unsupported:
//@ expect: recurs
//@ expect: fact
//@ expect-re: 203_recursion_bad\.cu:(10|13|17):[0-9]+:
//@ expect-not: verified
__device__ int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

__global__ void factorials(int *A) {
  A[threadIdx.x] = fact(threadIdx.x % 8);
}
