// The barrier restored: every iteration of both counted loops unwound finds
// nothing, which for a loop of constant length covers every execution of
// it, but tandem says only what the option promises: a bounded check,
// exit 3, never "verified".
//@ args: --blockDim=4,4 --gridDim=1 --loop-unwind=1 --unwind-counted
//@ exit: 3
//@ expect: no defect in the first 1 iteration of every loop, and every iteration of the loops that run a constant number of times; --loop-unwind is a bounded check, not a proof
//@ expect-not: race on
//@ expect-not: verified
#define T 4
__global__ void column_sums(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 2 * T; base += T) {
    tile[ty][tx] = in[(base + ty) * T + tx];
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx];
    __syncthreads();
  }
  out[ty * T + tx] = acc;
}
