// Each thread sweeps its own row of a row-major matrix from column 1, as
// PolyBench's adi does: element [i][j] is X[i * W + j], and column j - 1
// is read. Rows are disjoint when the loop stays below W. The proof needs
// the counter's lower bound signed, `j >= 1`: unsigned, it leaves every
// negative j, and i * W + j with j = -W is the row before. A counter from
// a positive constant that the loop compares signed gets that bound.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'row_sweep\(.*\)' \(.*\): verified
//@ expect-not: race on
#define W 1024

__global__ void row_sweep(int n, float *X, const float *A) {
  __requires(n <= W);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int j = 1; j < n; j++)
      X[i * W + j] = X[i * W + j] - X[i * W + (j - 1)] * A[i * W + j];
  }
}
