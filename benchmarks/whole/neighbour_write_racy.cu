//@ exit: 1
// Whole program: each thread smooths its element and writes the result
// into its right neighbour's slot too ("in-place" blur): two threads
// write out[i + 1] and out[i] for adjacent i.
#include <iostream>
#include <vector>
#include <cstdlib>

__global__ void blur(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    float v = 0.5f * (data[i] + data[i + 1]);
    data[i] = v;
    data[i + 1] = v;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096;
  std::vector<float> h(n, 1.0f);
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  blur<<<(n + 255) / 256, 256>>>(d, n);
  cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::cout << h[0] << std::endl;
  cudaFree(d);
  return 0;
}
