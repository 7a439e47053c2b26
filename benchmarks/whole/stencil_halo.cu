//@ exit: 0
// Whole program: 1-D 3-point stencil with the halo in shared memory, run
// for several time steps swapping buffers; std::vector, std::swap, iostream.
#include <algorithm>
#include <iostream>
#include <vector>

#define RADIUS 1
#define BLOCK 256

__global__ void stencil(const float *in, float *out, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  tile[l] = in[g];
  if (threadIdx.x < RADIUS) {
    tile[l - RADIUS] = g >= RADIUS ? in[g - RADIUS] : 0.0f;
    tile[l + BLOCK] = g + BLOCK < n ? in[g + BLOCK] : 0.0f;
  }
  __syncthreads();
  out[g] = (tile[l - 1] + tile[l] + tile[l + 1]) / 3.0f;
}

int main() {
  const int n = BLOCK * 1024;
  std::vector<float> h(n);
  std::fill(h.begin(), h.end(), 1.0f);
  h[n / 2] = 100.0f;
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMemcpy(a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  for (int step = 0; step < 10; step++) {
    stencil<<<n / BLOCK, BLOCK>>>(a, b, n);
    std::swap(a, b);
  }
  cudaMemcpy(h.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::cout << "max " << *std::max_element(h.begin(), h.end()) << std::endl;
  cudaFree(a);
  cudaFree(b);
  return 0;
}
