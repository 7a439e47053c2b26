// As 1128_half_api_ok, but four threads share each element of h: the
// assignment from an int races, and the race is reported at the user's
// line, not inside tandem's half header where the assignment is written.
//@ args: -std=c++17
//@ exit: 1
//@ expect-re: 1128_half_api_racy.cu:15:[0-9]+: error: write-write race on h\[
//@ expect-not: tandem_fp16.h
//@ expect-re: kernel 'bf16_api\(.*: verified
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void half_api(__half *h, int *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  h[i / 4] = i;
  o[i] = __half2int_rd(h[i / 4]) + __vabs2(i);
}

__global__ void bf16_api(__nv_bfloat16 *b, __nv_bfloat162 *b2, int *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[i] = (short)i;
  __nv_bfloat162_raw r = b2[i];
  b2[i] = -r;
  o[i] = __bfloat162int_rn(b[i]);
}

int main() {
  int n = 1024;
  __half *h; __nv_bfloat16 *b; __nv_bfloat162 *b2; int *o;
  cudaMalloc(&h, n * sizeof(__half));
  cudaMalloc(&b, n * sizeof(__nv_bfloat16));
  cudaMalloc(&b2, n * sizeof(__nv_bfloat162));
  cudaMalloc(&o, n * sizeof(int));
  half_api<<<n / 256, 256>>>(h, o);
  bf16_api<<<n / 256, 256>>>(b, b2, o);
  return 0;
}
