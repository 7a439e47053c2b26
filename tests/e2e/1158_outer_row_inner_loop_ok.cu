// Thread j1 fills row j1 of a square matrix from the diagonal on, each
// element a sum built in an inner loop, and mirrors it below the
// diagonal, as PolyBench's covariance does: every element has one writer.
// At the inner loop's head the logged write may be of an earlier pass of
// the outer loop (no barrier between passes), at another column. What
// says where it is: the column's ghost, recorded with the log, with the
// outer loop's facts about it (j1 <= column < m), not the column of the
// current pass.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'sym_fill\(.*\)' \(.*\): verified
//@ expect-not: race on
#define W 1024

__global__ void sym_fill(int m, int n, float *S, const float *D) {
  __requires(m <= W);
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
