// 1154_column_loops_ok.cu without the barrier at the end of each round
// (and with 4 rows a column, which keeps the unwinding re-checks short):
// a thread's read of buf[threadIdx.x] after the round's barrier races with
// the next round's first loop, where another thread writes that element.
// The read's log reaches the next round's loops (no barrier empties it),
// and the candidate that drops it there (invariants/access.c, the sites
// whose log a barrier empties) must fail, not hide the race.
//@ args: --blockDim=16 --gridDim=1 --no-unrolled-proof --no-bounded-search
//@ exit: 1
//@ expect-re: 1154_column_loops_no_round_barrier_racy.cu:27:29: error: read-write race on buf\[[0-9]+\]
//@ expect-re: 1154_column_loops_no_round_barrier_racy.cu:33:41: note: thread \([0-9]+,0,0\) in block \(0,0,0\) \(global id [0-9]+\) reads buf\[[0-9]+\] in iteration 1 of the loop at line 25
//@ expect: note: the read-write race at 1154_column_loops_no_round_barrier_racy.cu:27:29 is confirmed by unwinding
#define STRIDE 10
#define ROWS 4
#define ODD 48

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
    // no barrier: the next round overwrites what this one reads
  }
}
