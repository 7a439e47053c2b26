// Host-guided (issue 11): the grid size depends on the command line of the
// program (argv), the block size is a constant: tandem fixes the block to
// 64 and ties the grid to n, which is more than the chunk of 64 needs.
//@ exit: 0
//@ expect-re: kernel 'chunked\(int\*, int\)' \(.*\): verified
//@ expect: <<<(n + 63) / 64, 64>>>, n = (v0 > 1) ? v1 : 1024, out: n << 2 bytes (from cudaMalloc at 556_runtime_grid_ok.cu:18), v0 = a parameter, v1 = atoi() (from 556_runtime_grid_ok.cu:16)
#include <stdlib.h>

__global__ void chunked(int *out, int n) {
  int i = blockIdx.x * 64 + threadIdx.x;
  if (i < n)
    out[i] = threadIdx.x;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  chunked<<<(n + 63) / 64, 64>>>(d, n);
  cudaDeviceSynchronize();
  return 0;
}
