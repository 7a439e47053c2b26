// The race-free twin of 1001_recheck_iterations_racy.cu: j steps by 8, the
// number of rows of threads, so each row is written by one thread only.
// Verified with no annotations (the loop's access invariants are inferred).
//@ args: --blockDim=32,8 --gridDim=1,1
//@ exit: 0
//@ expect: verified
#define W 32
__global__ void copy_rows(float *out, const float *in) {
  __shared__ float stage[W][W + 1];
  unsigned x = threadIdx.x, y = threadIdx.y;
  for (unsigned j = 0; j < W; j += 8)
    stage[y + j][x] = in[(y + j) * W + x];
  __syncthreads();
  out[y * W + x] = stage[x][y];
}
