// 1157_row_loop_from_one_ok with the loop allowed one column past the
// row: at j = W thread i writes X[i * W + W], the first element of row
// i + 1, which thread i + 1 reads as column j - 1 = 0 in its first
// iteration. The counter's signed bound must not hide it.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect: read-write race on X[
//@ expect-re: kernel 'row_sweep\(.*\)' \(.*\): [0-9]+ races? found
//@ expect-not: verified
#define W 1024

__global__ void row_sweep(int n, float *X, const float *A) {
  __requires(n <= W + 1);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int j = 1; j < n; j++)
      X[i * W + j] = X[i * W + j] - X[i * W + (j - 1)] * A[i * W + j];
  }
}
