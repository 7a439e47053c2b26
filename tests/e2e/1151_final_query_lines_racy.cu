// 1128_ok's bf16_api, twice over two sets of arrays, with odd threads
// writing their neighbour's o[] element. (Once over, the final query took
// under a second on a faster machine, and its lines were never asked.)
// The direct attempt's final query runs past a second, so its
// lines are asked beside it (direct.c, final_query); either may settle it
// first (the lines run at a lower priority, and under load the whole
// query wins): a line's model is a model of the whole query (an execution
// failing a checked assertion with the others holding). Either way the
// kernel is refuted, and Boogie's run from the attempt's fixpoint reports
// the race.
//@ args: -std=c++17 -v --gridDim=4 --blockDim=256
//@ exit: 1
//@ expect-re: kernel 'bf16_lines': direct proof not found .*: a model; the final query (settled line by line, beside it|asked line by line beside it too)
//@ expect-re: write-write race on o\[[0-9]+\]
//@ expect-not-re: kernel 'bf16_lines\(.*: verified
#include <cuda_bf16.h>

__global__ void bf16_lines(__nv_bfloat16 *b, __nv_bfloat162 *b2, int *o, __nv_bfloat16 *c, __nv_bfloat162 *c2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[i] = (short)1;
  b[i] += __int2bfloat16_rn(i) + __ushort2bfloat16_rz(2);
  __nv_bfloat162_raw r = b2[i];
  b2[i] = r;
  if (b2[i] != b2[i])
    b2[i] = __hltu2(b2[i], b2[i]);
  c[i] = (short)3;
  c[i] += __int2bfloat16_rn(i + 1) + __ushort2bfloat16_rz(5);
  __nv_bfloat162_raw q = c2[i];
  c2[i] = q;
  if (c2[i] != b2[i])
    c2[i] = __hltu2(c2[i], b2[i]);
  o[i + (i & 1)] = __bfloat162int_rn(b[i]) + __bfloat162uchar_rz(c[i]);
}
