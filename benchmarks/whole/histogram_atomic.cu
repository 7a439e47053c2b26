//@ exit: 0
// Whole program: 256-bin histogram with shared-memory atomics per block,
// merged into the global histogram with atomics; input read from a file
// named on the command line, or made up.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define BINS 256

__global__ void histogram(const uint8_t *data, unsigned *hist, int n) {
  __shared__ unsigned local[BINS];
  local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}

int main(int argc, char **argv) {
  int n = 1 << 24;
  uint8_t *h = (uint8_t *)malloc(n);
  FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
  if (f) {
    n = (int)fread(h, 1, n, f);
    fclose(f);
  } else {
    for (int i = 0; i < n; i++)
      h[i] = (uint8_t)(i * 31 + 7);
  }
  uint8_t *d;
  unsigned *dh, hh[BINS];
  cudaMalloc(&d, n);
  cudaMalloc(&dh, sizeof hh);
  cudaMemset(dh, 0, sizeof hh);
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  histogram<<<120, BINS>>>(d, dh, n);
  cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost);
  memset(h, 0, 16);
  for (int b = 0; b < 4; b++)
    printf("bin %d: %u\n", b, hh[b]);
  cudaFree(d);
  cudaFree(dh);
  free(h);
  return 0;
}
