// The half and bfloat16 API that real programs use beyond arithmetic
// (HeCBench): assignment from integers, raw containers, lane-wise
// comparisons, unary minus on pairs, every integer conversion, the SIMD
// intrinsics, host reference code calling __hadd2 and rsqrtf, `register`
// under C++17, `__noinline__`, and uint64_t after <cuda.h> alone. Each
// thread writes its own elements: race-free. z3 takes about 5 s on the
// direct attempt's final query for bf16_api whole, well under a second
// on its lines one at a time, asked beside it (direct.c, final_query):
// on an idle machine they prove it first (every line unsatisfiable);
// under load the whole query may (the lines run at a lower priority).
//@ args: -std=c++17 -v
//@ exit: 0
//@ expect-re: kernel 'bf16_api': direct proof found .*; the final query (settled line by line, beside it|asked line by line beside it too)
//@ expect-re: kernel 'half_api\(.*: verified
//@ expect-re: kernel 'bf16_api\(.*: verified
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>

__device__ __noinline__ uint64_t widen(unsigned int v) { return (uint64_t)v << 3; }

__global__ void half_api(__half *h, __half2 *h2, int *o, uint64_t *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  register int zero = 0;
  h[i] = zero;
  h[i] = 2u;
  __half x = h[i] + __int2half_rn(i) + __uint2half_rd(2u) + __ll2half_rz(3) + __short2half_ru(4);
  x++;
  __half_raw r = x;
  h[i] = r;
  __half2 zero2;
  zero2 = {};
  h2[i] = -__hgt2(h2[i], zero2);
  o[i] = __half2int_rd(h[i]) + (int)__half2ull_ru(h[i]) + __vabs2(i) + __vmaxs4(i, 3);
  w[i] = widen(i);
}

__global__ void bf16_api(__nv_bfloat16 *b, __nv_bfloat162 *b2, int *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[i] = (short)1;
  b[i] += __int2bfloat16_rn(i) + __ushort2bfloat16_rz(2);
  __nv_bfloat162_raw r = b2[i];
  b2[i] = r;
  if (b2[i] != b2[i])
    b2[i] = __hltu2(b2[i], b2[i]);
  o[i] = __bfloat162int_rn(b[i]) + __bfloat162uchar_rz(b[i]);
}

float reference(__half2 a, __half2 b) {
  __half2 v = __hadd2(a, b);
  return __low2float(v) * rsqrtf(2.0f);
}

int main() {
  register int n = 1024;
  __half *h; __half2 *h2; __nv_bfloat16 *b; __nv_bfloat162 *b2; int *o; uint64_t *w;
  cudaMalloc(&h, n * sizeof(__half));
  cudaMalloc(&h2, n * sizeof(__half2));
  cudaMalloc(&b, n * sizeof(__nv_bfloat16));
  cudaMalloc(&b2, n * sizeof(__nv_bfloat162));
  cudaMalloc(&o, n * sizeof(int));
  cudaMalloc(&w, n * sizeof(uint64_t));
  half_api<<<n / 256, 256>>>(h, h2, o, w);
  bf16_api<<<n / 256, 256>>>(b, b2, o);
  printf("%f\n", reference(__float2half2_rn(1.0f), __float2half2_rn(2.0f)));
  return 0;
}
