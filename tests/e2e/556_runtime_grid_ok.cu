// Host-guided (issue 11): the grid size depends on the command line of the
// program (argv), the block size is a constant: tandem fixes the block to
// 64 and keeps the grid symbolic, which is enough for the chunk of 64.
//@ exit: 0
//@ expect-re: kernel 'chunked\(int\*, int\)' \(.*\): verified
//@ expect: <<<?, 64>>> (grid size
//@ expect: (grid size not a constant here: any size)
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
