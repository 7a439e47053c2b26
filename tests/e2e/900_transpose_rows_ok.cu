// Coalesced transpose: a 32 x 8 block copies a 32 x 32 tile, each thread
// four rows threadIdx.y + j for j = 0, 8, 16, 24. No annotations: the
// access invariants (invariants/access.c) say a logged tile write was at
// ((threadIdx.y + j0) * 33 + threadIdx.x) for some earlier j0 with
// j0 % 8 == 0 and j0 < 32.
//@ args: --blockDim=32,8 --gridDim=2,2
//@ exit: 0
//@ expect-re: kernel 'transpose_rows[('].*: verified
#define TILE_DIM 32
#define BLOCK_ROWS 8
#define WIDTH 64
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
