// As 451_cg_tile_exchange_ok, but each thread reads the slot 16 places on,
// in the *next* tile: tile.sync() synchronises only the tile's own lanes,
// so the read races with the other tile's write.
//@ args: --blockDim=128 --gridDim=2
//@ exit: 1
//@ expect: race on buf[
//@ expect-not-re: kernel 'rotate_across_tiles\(const int\*, int\*\)' .*: verified
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate_across_tiles(const int *in, int *out) {
  __shared__ int buf[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  unsigned int me = block.thread_rank();
  buf[me] = in[blockIdx.x * blockDim.x + threadIdx.x];
  tile.sync();
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[(me + 16) % 128];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  rotate_across_tiles<<<2, 128>>>(in, out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
