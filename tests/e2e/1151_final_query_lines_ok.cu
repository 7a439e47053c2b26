// The direct attempt's final query asked line by line beside the whole
// query (direct.c, final_query): for this kernel z3 takes about 5 s on the
// whole query (the bfloat16 conversions and the benign-write tolerance
// put every written value into each write's check) and well under a
// second on its lines one at a time, which settle it first. Every check
// unsatisfiable is a proof. Each thread writes its own elements.
//@ args: -std=c++17 -v --gridDim=4 --blockDim=256
//@ exit: 0
//@ expect-re: kernel 'bf16_lines': direct proof found .*; the final query settled line by line, beside it
//@ expect-re: kernel 'bf16_lines\(.*: verified
#include <cuda_bf16.h>

__global__ void bf16_lines(__nv_bfloat16 *b, __nv_bfloat162 *b2, int *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[i] = (short)1;
  b[i] += __int2bfloat16_rn(i) + __ushort2bfloat16_rz(2);
  __nv_bfloat162_raw r = b2[i];
  b2[i] = r;
  if (b2[i] != b2[i])
    b2[i] = __hltu2(b2[i], b2[i]);
  o[i] = __bfloat162int_rn(b[i]) + __bfloat162uchar_rz(b[i]);
}
