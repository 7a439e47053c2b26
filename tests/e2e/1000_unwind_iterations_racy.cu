// --loop-unwind=2 names the iterations of the two accesses. A block of
// 32 x 8 threads copies rows threadIdx.y + j, j stepping by 4: thread
// (x, 4) writes row 4 in the first iteration (j = 0), which thread (x, 0)
// writes in the second (j = 4). Within one iteration the rows differ, so
// the race is between iteration 1 and iteration 2 of the loop at line 18.
//@ args: --loop-unwind=2 --blockDim=32,8 --gridDim=1,1
//@ exit: 1
//@ expect: write-write race on stage[
//@ expect: in iteration 1 of the loop at line 18
//@ expect: in iteration 2 of the loop at line 18
//@ expect: found by unwinding 2 iterations of every loop
//@ expect-not: verified
#define W 32
__global__ void copy_rows(float *out, const float *in) {
  __shared__ float stage[W][W + 1];
  unsigned x = threadIdx.x, y = threadIdx.y;
  // the loop
  for (unsigned j = 0; j < W; j += 4)
    stage[y + j][x] = in[(y + j) * W + x] + j; // + j: the two writes differ
  __syncthreads();
  out[y * W + x] = stage[x][y];
}
