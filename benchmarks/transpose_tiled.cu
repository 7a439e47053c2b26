//@ args: --blockDim=32,8 --gridDim=32,32
//@ exit: 0
// Tiled transpose through a padded __shared__ tile (32 x 33 words, so a
// column read hits 32 different banks). A block of 32 x 8 threads moves a
// 32 x 32 tile, each thread copying four elements: rows threadIdx.y + j
// for j = 0, 8, 16, 24. The invariants describe the rows and columns a
// thread has touched so far: column threadIdx.x, rows congruent to
// threadIdx.y modulo 8.
#define TILE_DIM 32
#define BLOCK_ROWS 8
#define WIDTH 1024

__global__ void transpose_tiled(float *out, const float *in) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];

  unsigned x = blockIdx.x * TILE_DIM + threadIdx.x;
  unsigned y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (unsigned j = 0;
       __invariant(j % BLOCK_ROWS == 0), __invariant(__no_read(tile)),
       __invariant(__write_implies(tile,
           __write_offset_bytes(tile) / sizeof(float) % (TILE_DIM + 1) == threadIdx.x &&
           __write_offset_bytes(tile) / sizeof(float) / (TILE_DIM + 1) % BLOCK_ROWS == threadIdx.y)),
       j < TILE_DIM;
       j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * WIDTH + x];

  __syncthreads();

  // the transposed block: swap the block indices
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (unsigned j = 0;
       __invariant(j % BLOCK_ROWS == 0), __invariant(__no_write(tile)),
       __invariant(__write_implies(out,
           __write_offset_bytes(out) / sizeof(float) % WIDTH == blockIdx.y * TILE_DIM + threadIdx.x &&
           __write_offset_bytes(out) / sizeof(float) / WIDTH / TILE_DIM == blockIdx.x &&
           __write_offset_bytes(out) / sizeof(float) / WIDTH % BLOCK_ROWS == threadIdx.y)),
       j < TILE_DIM;
       j += BLOCK_ROWS)
    out[(y + j) * WIDTH + x] = tile[threadIdx.x][threadIdx.y + j];
}
