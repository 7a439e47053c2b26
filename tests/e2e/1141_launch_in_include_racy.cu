// The only launch of fill_tiles is in a file this one includes. Each block
// fills 64 elements from blockIdx.x * 64, but the included host driver
// launches blocks of 128 threads: thread 64 of one block and thread 0 of
// the next write the same element.
//@ exit: 1
//@ expect: error: write-write race on d[
//@ expect-re: launch at ./1141_launch_driver_racy.cuh:4: <{3}
#include <cuda_runtime.h>

__global__ void fill_tiles(float *d, int n) {
  int i = blockIdx.x * 64 + threadIdx.x;
  if (i < n)
    d[i] = 0.5f * threadIdx.x;
}

#include "1141_launch_driver_racy.cuh"

int main() {
  int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  run_tiles(d, n);
  cudaDeviceSynchronize();
  return 0;
}
