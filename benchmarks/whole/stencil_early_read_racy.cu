//@ exit: 1
// Whole program: the same 3-point stencil, but the neighbours are read
// from shared memory before the barrier: a thread reads tile[l + 1] while
// the next thread may not have written it yet.
#include <cstdio>
#include <cstdlib>

#define BLOCK 128

__global__ void stencil(const float *in, float *out) {
  __shared__ float tile[BLOCK + 2];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  int l = threadIdx.x + 1;
  tile[l] = in[g];
  if (threadIdx.x == 0) {
    tile[0] = in[g > 0 ? g - 1 : g];
    tile[BLOCK + 1] = in[g + BLOCK - 1];
  }
  float right = tile[l + 1];
  __syncthreads();
  out[g] = (tile[l - 1] + tile[l] + right) / 3.0f;
}

int main() {
  const int blocks = 256, n = blocks * BLOCK;
  float *h = (float *)calloc(n, sizeof(float));
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMemcpy(a, h, n * sizeof(float), cudaMemcpyHostToDevice);
  stencil<<<blocks, BLOCK>>>(a, b);
  cudaMemcpy(h, b, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f\n", h[1]);
  free(h);
  return 0;
}
