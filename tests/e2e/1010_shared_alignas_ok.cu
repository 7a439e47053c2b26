// nvcc accepts an alignment specifier after __shared__ (a staged-copy
// kernel in the style of the samples' async-copy matrix multiply); clang-14
// rejects it ("an attribute list cannot appear here"). tandem compiles the
// file once more with `alignas(16) __shared__`, the same declaration, on
// the same line and columns, and says so. The tile is written, the block
// synchronises, and each thread reads a mirrored element: verified.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect: read as nvcc reads it
//@ expect-re: kernel 'stage_tile\(const float\*, float\*\)' .*: verified
#define TILE 16

__global__ void stage_tile(const float *in, float *out) {
  int width = gridDim.x * TILE; // one tile per block, a square grid
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  __shared__ alignas(16) float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[y * width + x] = tile[threadIdx.y][TILE - 1 - threadIdx.x];
}
