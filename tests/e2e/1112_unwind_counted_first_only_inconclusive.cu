// 1112_unwind_counted_racy without --unwind-counted: the first iteration of
// every loop does not reach the race (it needs the inner loop's T
// iterations), and a clean bounded check proves nothing: exit 3.
//@ args: --blockDim=4,4 --gridDim=1 --loop-unwind=1
//@ exit: 3
//@ expect: no defect in the first 1 iteration of every loop; --loop-unwind is a bounded check, not a proof
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
  }
  out[ty * T + tx] = acc;
}
