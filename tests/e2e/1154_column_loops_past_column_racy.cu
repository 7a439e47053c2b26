// 1154_column_loops_ok.cu's columns, with a second loop that reads one
// row pair too far: from the even half's last rows into the odd half,
// whose first row other threads wrote in the first loop (no barrier
// between). The only race is between the two loops: the second loop's
// head knows where the first loop's writes are (invariants/access.c), and
// that must not hide them. Column 12's reads reach buf[97] (odd column 1,
// row 0: thread 1's write) and column 14's buf[98] (thread 3's).
//@ args: --blockDim=16 --gridDim=1 --no-unrolled-proof --no-bounded-search
//@ exit: 1
//@ expect-re: 1154_column_loops_past_column_racy.cu:33:14: error: read-write race on buf\[9[78]\]
//@ expect-re: 1154_column_loops_past_column_racy.cu:29:29: note: thread \([13],0,0\) in block \(0,0,0\) \(global id [13]\) writes buf\[9[78]\]
//@ expect-re: 1154_column_loops_past_column_racy.cu:33:14: note: thread \(1[24],0,0\) in block \(0,0,0\) \(global id 1[24]\) reads buf\[9[78]\]
//@ expect: is confirmed by unwinding
//@ expect-re: kernel 'columns\(.*\)' \(.*\): 1 race found
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
    int sum = 0;
    // rows 1, 3, ..., 9: row 9 is past the column's 8 rows
    for (int i = 0; i < ROWS / 2 + 1; i++)
      sum += buf[off + (2 * i + 1) * STRIDE];
    out[w * blockDim.x + threadIdx.x] = sum;
    __syncthreads();
  }
}
