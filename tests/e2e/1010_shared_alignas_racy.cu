// 1010_shared_alignas_ok without the barrier: the race is reported at the
// file's own line and column (the rewritten copy keeps both).
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: 1010_shared_alignas_racy.cu:14:
//@ expect: race on tile
//@ expect-not-re: kernel 'stage_tile[(].*: verified
#define TILE 16

__global__ void stage_tile(const float *in, float *out) {
  int width = gridDim.x * TILE; // one tile per block, a square grid
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  __shared__ alignas(16) float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  out[y * width + x] = tile[threadIdx.y][TILE - 1 - threadIdx.x];
}
