// Launch sizes computed the way Rodinia's bfs computes them: one block of n
// threads, or, past 256 nodes, (int)ceil(n / (double)256) blocks of 256.
// Each block fills 256 elements from blockIdx.x * 256, so the kernel is
// race-free exactly when no block has more than 256 threads: tandem must
// read the block size through the branch (a select on n > 256) and the
// block count through the double division and ceil (exact for an int n).
//@ exit: 0
//@ expect-re: kernel 'fill\(.*: verified
//@ expect: (n > 256) ? ((n / 256) + (((n % 256) > 0) ? 1 : 0)) : 1, (n > 256) ? 256 : n>>>
#include <cuda_runtime.h>
#include <math.h>
#include <stdlib.h>

__global__ void fill(int *a, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    a[i] = threadIdx.x;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int blocks = 1, threads = n;
  if (n > 256) {
    blocks = (int)ceil(n / (double)256);
    threads = 256;
  }
  int *a;
  cudaMalloc(&a, n * sizeof(int));
  fill<<<blocks, threads>>>(a, n);
  cudaDeviceSynchronize();
  return 0;
}
