//@ args: --blockDim=256 --gridDim=128
//@ exit: 1
// RACY: 1-D 3-point stencil that reads its neighbours before the barrier.
// Thread t reads s[t + 2], the cell thread t + 1 writes, in the same
// barrier interval; the barrier came one statement too late.
#define BLOCK_SIZE 256
#define RADIUS 1

__global__ void stencil1d_halo_early(const float *in, float *out) {
  __shared__ float s[BLOCK_SIZE + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;

  s[l] = in[g + RADIUS];
  if (threadIdx.x < RADIUS) {
    s[l - RADIUS] = in[g];
    s[l + BLOCK_SIZE] = in[g + BLOCK_SIZE + RADIUS];
  }
  float sum = s[l - 1] + s[l] + s[l + 1];
  __syncthreads();

  out[g] = sum * (1.0f / 3.0f);
}
