// A complete CUDA program: host code with stdio, iostream, cassert,
// cudaMalloc/cudaMemcpy and a <<<blocks, threads>>> launch around the kernel.
//@ args: --blockDim=256 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'vector_add\(const float\*, const float\*, float\*, int\)' \(.*\): verified
//@ expect-not: race on
#include <stdio.h>
#include <stdlib.h>
#include <cassert>
#include <iostream>
#include <vector>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(EXIT_FAILURE);                                                  \
    }                                                                      \
  } while (0)

__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  const int n = 1 << 20;
  std::vector<float> ha(n, 1.0f), hb(n, 2.0f), hc(n);
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, n * sizeof(float)));
  CHECK(cudaMalloc(&db, n * sizeof(float)));
  CHECK(cudaMalloc(&dc, n * sizeof(float)));
  CHECK(cudaMemcpy(da, ha.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vector_add<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hc.data(), dc, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    assert(hc[i] == 3.0f);
  std::cout << "ok" << std::endl;
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
