//@ args: --blockDim=16,16 --gridDim=64,64
//@ exit: 0
// Naive out-of-place transpose of a 1024 x 1024 matrix: coalesced reads,
// strided writes. Every thread writes its own element of `out`.
#define WIDTH 1024
#define HEIGHT 1024

__global__ void transpose_naive(float *out, const float *in) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x; // column in `in`
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y; // row in `in`
  if (x < WIDTH && y < HEIGHT)
    out[x * HEIGHT + y] = in[y * WIDTH + x];
}
