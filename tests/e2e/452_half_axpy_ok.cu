// Half-precision axpy in the style of the fp16 samples: half2 loads,
// __hfma2, conversions to and from float, one element pair per thread.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'haxpy\(int, __half, const __half2\*, __half2\*, float\*\)' \(.*\): verified
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void haxpy(int n2, __half a, const __half2 *x, __half2 *y, float *norm) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    __half2 r = __hfma2(__half2half2(a), x[i], y[i]);
    y[i] = r;
    __nv_bfloat16 b = __float2bfloat16(__low2float(r) * __high2float(r));
    norm[i] = __bfloat162float(b);
  }
}

int main() {
  const int n2 = 1 << 10;
  __half2 *x, *y;
  float *norm;
  cudaMalloc(&x, n2 * sizeof(__half2));
  cudaMalloc(&y, n2 * sizeof(__half2));
  cudaMalloc(&norm, n2 * sizeof(float));
  haxpy<<<n2 / 256, 256>>>(n2, __float2half(2.0f), x, y, norm);
  cudaDeviceSynchronize();
  return 0;
}
