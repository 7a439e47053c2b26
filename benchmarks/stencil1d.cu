//@ args: --blockDim=256 --gridDim=128
//@ exit: 0
// 1-D 3-point stencil with the block's slice and a one-element halo on
// each side staged in shared memory. `in` holds n + 2 elements (one
// ghost cell at each end), `out` holds n.
#define BLOCK_SIZE 256
#define RADIUS 1

__global__ void stencil1d(const float *in, float *out) {
  __shared__ float s[BLOCK_SIZE + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x; // output index
  int l = threadIdx.x + RADIUS;                  // index in s

  s[l] = in[g + RADIUS];
  if (threadIdx.x < RADIUS) {
    s[l - RADIUS] = in[g];                                  // left halo
    s[l + BLOCK_SIZE] = in[g + BLOCK_SIZE + RADIUS];        // right halo
  }
  __syncthreads();

  out[g] = (s[l - 1] + s[l] + s[l + 1]) * (1.0f / 3.0f);
}
