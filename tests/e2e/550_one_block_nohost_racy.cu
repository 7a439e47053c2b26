// --no-host: the launch <<<1, 256>>> in main() is ignored, so the kernel is
// verified for any geometry, where blocks race on data[threadIdx.x] (the
// false alarm that host-guided verification removes).
//@ args: --no-host
//@ exit: 1
//@ expect: race on data[
//@ expect-not: note: launch at
#include <stdio.h>

__global__ void scale(float *data, float f) {
  __shared__ float tile[256];
  tile[threadIdx.x] = data[threadIdx.x] * f;
  __syncthreads();
  data[threadIdx.x] = tile[255 - threadIdx.x];
}

int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  scale<<<1, 256>>>(d, 2.0f);
  cudaDeviceSynchronize();
  return 0;
}
