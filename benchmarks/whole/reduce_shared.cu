//@ exit: 0
// Whole program: block-wise sum in shared memory (tree with a barrier per
// step), partial sums added on the host; stdio, stdlib and assert.
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK 256

__global__ void block_sum(const int *in, int *partial, int n) {
  __shared__ int s[BLOCK];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned d = BLOCK / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    partial[blockIdx.x] = s[0];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  assert(n > 0);
  int blocks = (n + BLOCK - 1) / BLOCK;
  int *h = (int *)malloc(n * sizeof(int));
  int *hp = (int *)malloc(blocks * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = rand() % 10;
  int *din, *dp;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dp, blocks * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  block_sum<<<blocks, BLOCK>>>(din, dp, n);
  cudaMemcpy(hp, dp, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long total = 0;
  for (int b = 0; b < blocks; b++)
    total += hp[b];
  printf("sum = %ld\n", total);
  cudaFree(din);
  cudaFree(dp);
  free(h);
  free(hp);
  return 0;
}
