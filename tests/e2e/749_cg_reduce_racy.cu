// 748 with one slot per block instead of per tile: lane 0 of both tiles
// (two warps of one block) write their different sums to the same
// element: a data race.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect-re: write-write race on sums\[[0-1]\] \(data race\)
//@ expect-not-re: kernel 'tile_sums[('].*: verified
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sums(const int *in, int *sums) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0)
    sums[blockIdx.x] = s;
}

int main() {
  int *in, *sums;
  cudaMalloc(&in, 128 * sizeof(int));
  cudaMalloc(&sums, 2 * sizeof(int));
  tile_sums<<<2, 64>>>(in, sums);
  return 0;
}
