// A column transform in the style of a DWT's vertical pass: each thread
// owns one column of a shared buffer split into even and odd halves
// (column c at (c + 2) / 2, plus ODD for odd c + 2), fills the column's
// rows in one loop and updates every other row from its neighbours in a
// second loop, with no barrier between the two. Race-free: the columns
// are distinct and the rows stay inside the column. The second loop's
// head must know where the first loop's writes can be
// (invariants/access.c: a site of an earlier loop that logs into the
// next without a barrier), and, inside the outer loop, that the read of
// the result after the barrier is no longer logged (its log is emptied
// by the barrier before the next round).
//@ args: --blockDim=16 --gridDim=1 --no-unrolled-proof --no-bounded-search
//@ exit: 0
//@ expect-re: kernel 'columns\(.*\)' \(.*\): verified
#define STRIDE 10
#define ROWS 8
#define ODD 96

__device__ int column_offset(int c) {
  c += 2;
  return c / 2 + (c & 1) * ODD;
}

__global__ void columns(const int *in, int *out, int rounds) {
  __shared__ int buf[2 * ODD];
  int off = column_offset(threadIdx.x);
  for (int w = 0; w < rounds; w++) {
    for (int r = 0; r < ROWS; r++)
      buf[off + r * STRIDE] = in[w * ROWS + r];
    for (int i = 0; i < (ROWS - 1) / 2; i++) {
      int row = 2 * i + 1;
      buf[off + row * STRIDE] -= (buf[off + (row - 1) * STRIDE] + buf[off + (row + 1) * STRIDE]) / 2;
    }
    __syncthreads();
    out[w * blockDim.x + threadIdx.x] = buf[threadIdx.x];
    __syncthreads();
  }
}
