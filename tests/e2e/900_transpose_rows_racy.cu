// The row loop steps by 4 instead of 8: thread (x, 4) writes row 4 in its
// first iteration, which thread (x, 0) writes in its second.
//@ args: --blockDim=32,8 --gridDim=2,2
//@ exit: 1
//@ expect: write-write race on tile[
//@ expect-not: verified
#define TILE_DIM 32
#define BLOCK_ROWS 8
#define WIDTH 64
__global__ void transpose_rows(float *out, const float *in) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  unsigned x = blockIdx.x * TILE_DIM + threadIdx.x;
  unsigned y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (unsigned j = 0; j < TILE_DIM; j += BLOCK_ROWS / 2)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * WIDTH + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (unsigned j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    out[(y + j) * WIDTH + x] = tile[threadIdx.x][threadIdx.y + j];
}
