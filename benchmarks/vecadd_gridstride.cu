//@ args: --blockDim=256 --gridDim=128
//@ exit: 0
// Vector addition c = a + b with a grid-stride loop, with the host code
// that launches it (host code is parsed, not verified: tandem checks the
// kernel for the launch geometry given on the command line).
#include <stdio.h>
#include <stdlib.h>

__global__ void vecadd(const float *a, const float *b, float *c, unsigned n) {
  unsigned stride = blockDim.x * gridDim.x;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
       __invariant(i % stride == blockIdx.x * blockDim.x + threadIdx.x),
       __invariant(__write_implies(c, __write_offset_bytes(c) / sizeof(float) % stride ==
                                          blockIdx.x * blockDim.x + threadIdx.x)),
       i < n;
       i += stride)
    c[i] = a[i] + b[i];
}

int main(void) {
  const unsigned n = 1u << 22;
  size_t bytes = n * sizeof(float);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
  for (unsigned i = 0; i < n; i++) {
    ha[i] = (float)i;
    hb[i] = 2.0f * i;
  }
  float *da, *db, *dc;
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice);
  vecadd<<<128, 256>>>(da, db, dc, n);
  cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost);
  cudaDeviceSynchronize();
  printf("c[42] = %f\n", hc[42]);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  free(ha);
  free(hb);
  free(hc);
  return 0;
}
