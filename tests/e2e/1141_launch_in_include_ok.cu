// The only launch of fill_tiles is in a file this one includes (through
// another include). Each block fills 64 elements from blockIdx.x * 64: race-free
// for blocks of at most 64 threads, which the launch in the included host
// driver has. tandem reads the host code of the whole translation unit, so
// it must see that launch (a kernel with no launch read is checked for
// every block size, and would race).
//@ exit: 0
//@ expect-re: kernel 'fill_tiles\(.*: verified
//@ expect-re: launch at ./1141_launch_driver.cuh:5: <{3}
#include <cuda_runtime.h>

__global__ void fill_tiles(float *d, int n) {
  int i = blockIdx.x * 64 + threadIdx.x;
  if (i < n)
    d[i] = 0.5f * threadIdx.x;
}

#include "1141_launch_steps.cuh"

int main() {
  int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  run_tiles(d, n);
  cudaDeviceSynchronize();
  return 0;
}
