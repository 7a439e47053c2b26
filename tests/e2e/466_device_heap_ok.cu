// Device-side malloc/free and new[]/delete[]: each thread's allocation is
// a fresh array of its own, so the scratch buffers never race, whatever
// the two threads write into them; the results go to distinct elements.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'histogram_rows\(const int\*, int\*, int\)' .*: verified
//@ expect-re: kernel 'scaled_copy\(const float\*, float\*\)' .*: verified
#include <cstdio>
#include <cstdlib>

__global__ void histogram_rows(const int *keys, int *counts, int row_len) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  int *bins = (int *)malloc(8 * sizeof(int));
  if (bins == NULL)
    return;
  for (int b = 0; b < 8; b++)
    bins[b] = 0;
  for (int i = 0; i < row_len; i++)
    bins[keys[row * row_len + i] & 7]++;
#pragma unroll
  for (int b = 0; b < 8; b++)
    counts[row * 8 + b] = bins[b];
  free(bins);
}

__global__ void scaled_copy(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *tmp = new float[2];
  tmp[0] = in[i];
  tmp[1] = tmp[0] * 2.0f;
  out[i] = tmp[1];
  delete[] tmp;
}

int main() {
  int *keys, *counts;
  float *in, *out;
  cudaMalloc(&keys, 256 * 16 * sizeof(int));
  cudaMalloc(&counts, 256 * 8 * sizeof(int));
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 256 * sizeof(float));
  histogram_rows<<<4, 64>>>(keys, counts, 16);
  scaled_copy<<<4, 64>>>(in, out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
