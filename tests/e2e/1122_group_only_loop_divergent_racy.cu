// 1122_group_only_loop_ok.cu with a loop start that depends on threadIdx
// as well as blockIdx: half the block runs the loop a different number of
// times, so its barriers diverge. Such a value is not computed from
// blockIdx only, and thread $2's copy must stay its own (a refusal test of
// dualise.c's group_only).
//@ args: --blockDim=256 --rlimit=3000000 --timeout=600
//@ exit: 1
//@ expect: error: barrier divergence in kernel 'tiled(float*, const float*, const float*, unsigned int)'
#define TILE 16
__global__ void tiled(float *c, const float *a, const float *b, unsigned n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  unsigned tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
  unsigned first = n * TILE * (blockIdx.y + (threadIdx.x >= 128));
  unsigned last = first + n - 1;
  float sum = 0;
  for (unsigned i = first, j = TILE * blockIdx.x; i <= last; i += TILE, j += TILE * n) {
    as[ty][tx] = a[i + n * ty + tx];
    bs[ty][tx] = b[j + n * ty + tx];
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      sum += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  if (blockIdx.y == 0 && blockIdx.z == 0)
    c[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
