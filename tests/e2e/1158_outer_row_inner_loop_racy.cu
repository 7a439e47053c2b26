// 1158_outer_row_inner_loop_ok with the columns allowed past the row's
// width: thread j1 at column W + c writes S[(j1 + 1) * W + c], an element
// of the next thread's row. The ghost facts of the outer loop (column < m)
// must not hide it.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect-re: (write-write|read-write) race on S\[
//@ expect-re: kernel 'sym_fill\(.*\)' \(.*\): [0-9]+ races? found
//@ expect-not: verified
#define W 1024

__global__ void sym_fill(int m, int n, float *S, const float *D) {
  __requires(m <= 2 * W);
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m) {
    for (int j2 = j1; j2 < m; j2++) {
      S[j1 * W + j2] = 0.0f;
      for (int i = 0; i < n; i++)
        S[j1 * W + j2] += D[i * W + j1] * D[i * W + j2];
      S[j2 * W + j1] = S[j1 * W + j2];
    }
  }
}
