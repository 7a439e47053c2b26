// The scratch buffer is private (fresh per thread), but the result is
// written at row / 2: two threads write one counts element.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: write-write race on counts[
//@ expect-re: kernel 'histogram_rows\(const int\*, int\*, int\)' .*: 1 race found
//@ expect-not: verified
#include <cstdlib>

__global__ void histogram_rows(const int *keys, int *counts, int row_len) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  int *bins = (int *)malloc(8 * sizeof(int));
  for (int b = 0; b < 8; b++)
    bins[b] = 0;
  for (int i = 0; i < row_len; i++)
    bins[keys[row * row_len + i] & 7]++;
#pragma unroll
  for (int b = 0; b < 8; b++)
    counts[(row / 2) * 8 + b] = bins[b];
  free(bins);
}

int main() {
  int *keys, *counts;
  cudaMalloc(&keys, 256 * 16 * sizeof(int));
  cudaMalloc(&counts, 256 * 8 * sizeof(int));
  histogram_rows<<<4, 64>>>(keys, counts, 16);
  return 0;
}
