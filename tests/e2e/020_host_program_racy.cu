// The same program whose kernel writes c[i / 2].
//@ args: --blockDim=256 --gridDim=8
//@ exit: 1
//@ expect: write-write race on c[
//@ expect-re: kernel 'vector_add\(const float\*, const float\*, float\*, int\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'vector_add\(const float\*, const float\*, float\*, int\)' .*: verified
//@ expect-re: \.cu:(26:16|26:23|26:14):
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
    c[i / 2] = a[i] + b[i]; // <- race
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
