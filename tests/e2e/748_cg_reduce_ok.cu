// cg::reduce over 32-thread tiles (cooperative_groups/reduce.h): lane 0 of
// each tile writes its tile's sum (cg::plus) and maximum (cg::greater) to
// the tile's own slot. The reduction itself is shuffles, which touch no
// memory: race-free.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'tile_sums[('].*: verified
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sums(const int *in, int *sums, int *maxes) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = cg::reduce(tile, v, cg::plus<int>());
  int m = cg::reduce(tile, v, cg::greater<int>());
  unsigned int slot = blockIdx.x * tile.meta_group_size() + tile.meta_group_rank();
  if (tile.thread_rank() == 0) {
    sums[slot] = s;
    maxes[slot] = m;
  }
}

int main() {
  int *in, *sums, *maxes;
  cudaMalloc(&in, 128 * sizeof(int));
  cudaMalloc(&sums, 4 * sizeof(int));
  cudaMalloc(&maxes, 4 * sizeof(int));
  tile_sums<<<2, 64>>>(in, sums, maxes);
  return 0;
}
