// 1010's kernel with the alignment specifier first (`alignas(16)
// __shared__`), which clang-14 accepts: the tile is written, the block
// synchronises, and each thread reads a mirrored element of its own block's
// tile; the output element is the thread's own. Verified.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'stage_tile\(const float\*, float\*\)' .*: verified
#define TILE 16

__global__ void stage_tile(const float *in, float *out) {
  int width = gridDim.x * TILE; // one tile per block, a square grid
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  alignas(16) __shared__ float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[y * width + x] = tile[threadIdx.y][TILE - 1 - threadIdx.x];
}
