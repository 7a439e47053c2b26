//@ exit: 0
// Whole program: vector addition, host data in std::vector, results
// printed with iostream, an error-checking macro around every API call.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      std::cerr << "CUDA error " << cudaGetErrorString(e_) << " at " << __LINE__ \
                << std::endl;                                                    \
      std::exit(1);                                                              \
    }                                                                            \
  } while (0)

__global__ void vecadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; i++) {
    a[i] = static_cast<float>(i);
    b[i] = 2.0f * i;
  }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, n * sizeof(float)));
  CHECK(cudaMalloc(&db, n * sizeof(float)));
  CHECK(cudaMalloc(&dc, n * sizeof(float)));
  CHECK(cudaMemcpy(da, a.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vecadd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c.data(), dc, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    if (c[i] != 3.0f * i) {
      std::cout << "mismatch at " << i << std::endl;
      return 1;
    }
  std::cout << "ok" << std::endl;
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
