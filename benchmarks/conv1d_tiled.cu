//@ args: --blockDim=256 --gridDim=256
//@ exit: 0
// Tiled 1-D convolution with a 5-tap mask in constant memory. Each block
// stages its 256 inputs plus MASK_WIDTH / 2 halo cells on each side in
// shared memory; the last threads of the block load the left halo from
// the previous block's range, the first threads the right halo.
#define MASK_WIDTH 5
#define R (MASK_WIDTH / 2)
#define TILE 256

__constant__ float mask[MASK_WIDTH];

__global__ void conv1d_tiled(const float *in, float *out, int width) {
  __shared__ float tile[TILE + MASK_WIDTH - 1];
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  int left = (blockIdx.x - 1) * blockDim.x + threadIdx.x;
  if (threadIdx.x >= blockDim.x - R)
    tile[threadIdx.x - (blockDim.x - R)] = (left < 0) ? 0.0f : in[left];

  tile[R + threadIdx.x] = (i < width) ? in[i] : 0.0f;

  int right = (blockIdx.x + 1) * blockDim.x + threadIdx.x;
  if (threadIdx.x < R)
    tile[R + blockDim.x + threadIdx.x] = (right >= width) ? 0.0f : in[right];
  __syncthreads();

  float p = 0.0f;
  for (int j = 0; __invariant(__no_write(tile)), j < MASK_WIDTH; j++)
    p += tile[threadIdx.x + j] * mask[j];
  if (i < width)
    out[i] = p;
}
