//@ args: --blockDim=32,8 --gridDim=32,32
//@ exit: 0
// Coalesced transpose, no annotations: the row loop's access invariants are
// inferred (invariants/access.c).
#define TILE_DIM 32
#define BLOCK_ROWS 8
#define WIDTH 1024
__global__ void transpose_rows(float *out, const float *in) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  unsigned x = blockIdx.x * TILE_DIM + threadIdx.x;
  unsigned y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (unsigned j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * WIDTH + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (unsigned j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    out[(y + j) * WIDTH + x] = tile[threadIdx.x][threadIdx.y + j];
}
