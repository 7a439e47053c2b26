// tiled_partition<16>: each thread reads its tile neighbour's slot after
// tile.sync(), a __syncwarp over the tile's 16 lanes. The neighbour is
// always in the same tile, so the tile's sync orders the pair: race-free
// under independent thread scheduling.
//@ args: --blockDim=128 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'tile_rotate[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_rotate(const int *in, int *out) {
  __shared__ int buf[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  unsigned int me = block.thread_rank();
  unsigned int base = tile.meta_group_rank() * tile.size();
  buf[me] = in[blockIdx.x * blockDim.x + threadIdx.x];
  tile.sync();
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[base + (tile.thread_rank() + 1) % tile.num_threads()];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  tile_rotate<<<2, 128>>>(in, out);
  cudaDeviceSynchronize();
  return 0;
}
