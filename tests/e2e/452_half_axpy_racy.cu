// As 452_half_axpy_ok, but each thread also writes the low half of its
// neighbour's pair: two threads write the same __half of y.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect: race on y[
//@ expect-not-re: kernel 'haxpy_overlap\(int, __half, const __half2\*, __half2\*\)' .*: verified
#include <cuda_fp16.h>

__global__ void haxpy_overlap(int n2, __half a, const __half2 *x, __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n2) {
    __half2 r = __hfma2(__half2half2(a), x[i], y[i]);
    y[i] = r;
    y[i + 1].x = __hadd(r.x, r.y);
  }
}

int main() {
  __half2 *x, *y;
  cudaMalloc(&x, 1024 * sizeof(__half2));
  cudaMalloc(&y, 1024 * sizeof(__half2));
  haxpy_overlap<<<4, 256>>>(1024, __float2half(2.0f), x, y);
  return 0;
}
