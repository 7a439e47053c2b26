// Host-guided (issue 11): here the block size comes from argv: tandem
// keeps it symbolic (tied to the grid by 1024 / b), and the chunk of 64
// races for blocks larger than 64.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: <<<1024 / ((v0 > 1) ? v1 : 64), (v0 > 1) ? v1 : 64>>>, n = 1024, out: 4096 bytes (from cudaMalloc at 556_runtime_block_racy.cu:18), v0 = a parameter, v1 = atoi() (from 556_runtime_block_racy.cu:16)
#include <stdlib.h>

__global__ void chunked(int *out, int n) {
  int i = blockIdx.x * 64 + threadIdx.x;
  if (i < n)
    out[i] = threadIdx.x;
}

int main(int argc, char **argv) {
  int b = argc > 1 ? atoi(argv[1]) : 64;
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  chunked<<<1024 / b, b>>>(d, 1024);
  cudaDeviceSynchronize();
  return 0;
}
