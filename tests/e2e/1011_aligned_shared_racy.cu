// 1011_aligned_shared_ok without the barrier: a thread reads the mirrored
// tile element before the thread that owns it may have written it.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: race on tile
//@ expect-not-re: kernel 'stage_tile[(].*: verified
#define TILE 16

__global__ void stage_tile(const float *in, float *out) {
  int width = gridDim.x * TILE; // one tile per block, a square grid
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  alignas(16) __shared__ float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  out[y * width + x] = tile[threadIdx.y][TILE - 1 - threadIdx.x];
}
