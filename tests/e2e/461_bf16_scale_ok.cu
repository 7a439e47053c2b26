// bfloat16 arithmetic from <cuda_bf16.h>: each thread scales its own pair
// of a __nv_bfloat162 array and accumulates its own float sum.
//@ args: --blockDim=128 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'bf16_scale[('].*: verified
#include <cuda_bf16.h>

__global__ void bf16_scale(int n, __nv_bfloat16 s, __nv_bfloat162 *v, float *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat162 p = __hmul2(v[i], __bfloat162bfloat162(s));
    p = __hadd2(p, __floats2bfloat162_rn(1.0f, -1.0f));
    v[i] = p;
    sums[i] = __bfloat162float(p.x) + __bfloat162float(p.y);
  }
}

int main() {
  __nv_bfloat162 *v;
  float *sums;
  cudaMalloc(&v, 1024 * sizeof(__nv_bfloat162));
  cudaMalloc(&sums, 1024 * sizeof(float));
  bf16_scale<<<8, 128>>>(1024, __float2bfloat16(0.5f), v, sums);
  return 0;
}
