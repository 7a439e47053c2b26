// A race found with inferred invariants is re-checked by unwinding two
// iterations of every loop; the confirmation names the iterations the
// unwound counterexample made the two writes in. Rows y + j with j
// stepping by 4 and 8 rows of threads: thread (x, 4) at j = 0 and thread
// (x, 0) at j = 4 write the same row.
//@ args: --blockDim=32,8 --gridDim=1,1
//@ exit: 1
//@ expect: write-write race on stage[
//@ expect: is confirmed by unwinding: the first 2 iterations of every loop reach it
//@ expect: (the first write in iteration
//@ expect: the second write in iteration
//@ expect-not: verified
#define W 32
__global__ void copy_rows(float *out, const float *in) {
  __shared__ float stage[W][W + 1];
  unsigned x = threadIdx.x, y = threadIdx.y;
  for (unsigned j = 0; j < W; j += 4)
    stage[y + j][x] = in[(y + j) * W + x] + j; // + j: the two writes differ
  __syncthreads();
  out[y * W + x] = stage[x][y];
}
