// The block count is (int)ceil(n / (double)384) for 384 < n < 768: two
// blocks (the quotient rounded down would be one). Thread 0 of every block
// writes its block's index to out[0]: with two blocks, a race. tandem must
// take the ceil as the quotient rounded up, not down.
//@ exit: 1
//@ expect: error: write-write race on out[0]
//@ expect: gridDim = (2,1,1)
#include <cuda_runtime.h>
#include <math.h>
#include <stdlib.h>

__global__ void last_block(int *out) {
  if (threadIdx.x == 0)
    out[0] = blockIdx.x;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  if (n <= 384 || n >= 768)
    return 1;
  int blocks = (int)ceil(n / (double)384);
  int *out;
  cudaMalloc(&out, sizeof(int));
  last_block<<<blocks, 384>>>(out);
  cudaDeviceSynchronize();
  return 0;
}
