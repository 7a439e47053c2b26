// cuda::memcpy_async on its own (with a block-scope barrier, as the
// samples' async-copy kernels also do): named as the asynchronous copy.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 2
//@ expect: unsupported: asynchronous copy (cuda::memcpy_async)
//@ expect-not: unknown function
//@ expect-not: verified
#include <cuda/pipeline>

__global__ void stage_copy(const float *in, float *out) {
  __shared__ float row[32];
  cuda::memcpy_async(&row[threadIdx.x], &in[blockIdx.x * 32 + threadIdx.x], sizeof(float));
  __syncthreads();
  out[blockIdx.x * 32 + threadIdx.x] = row[threadIdx.x];
}
