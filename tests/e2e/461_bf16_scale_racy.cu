// As 461_bf16_scale_ok, but every thread also writes the first sum: a
// write-write race on sums[0].
//@ args: --blockDim=128 --gridDim=8
//@ exit: 1
//@ expect: race on sums[
//@ expect-not-re: kernel 'bf16_scale_shared_sum[('].*: verified
#include <cuda_bf16.h>

__global__ void bf16_scale_shared_sum(int n, __nv_bfloat16 s, __nv_bfloat162 *v, float *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat162 p = __hmul2(v[i], __bfloat162bfloat162(s));
    v[i] = p;
    sums[0] = __bfloat162float(p.x) + __bfloat162float(p.y);
  }
}

int main() {
  __nv_bfloat162 *v;
  float *sums;
  cudaMalloc(&v, 1024 * sizeof(__nv_bfloat162));
  cudaMalloc(&sums, 1024 * sizeof(float));
  bf16_scale_shared_sum<<<8, 128>>>(1024, __float2bfloat16(0.5f), v, sums);
  return 0;
}
