// As 454_helper_timing_ok, but every thread writes its block's start
// time: threads of a block race on starts[blockIdx.x] (with different
// clock values, so the writes are no benign same-value writes).
//@ args: --blockDim=64 --gridDim=8
//@ exit: 1
//@ expect: race on starts[
//@ expect-not-re: kernel 'timed_all\(float\*, long long\*\)' .*: verified
#include <cstdio>
#include <cuda_runtime.h>

__global__ void timed_all(float *out, long long *starts) {
  long long t0 = clock64();
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
  starts[blockIdx.x] = t0;
}

int main() {
  float *out;
  long long *starts;
  cudaMalloc(&out, 512 * sizeof(float));
  cudaMalloc(&starts, 8 * sizeof(long long));
  timed_all<<<8, 64>>>(out, starts);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
