// sync() of a 64-thread tile (wider than a warp): not modelled, named by
// the construct rather than by the header's stand-in.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 2
//@ expect: unsupported: sync() of a thread-block tile wider than a warp
//@ expect-not: unknown function
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(int *v) {
  cg::thread_block_tile<64> t = cg::tiled_partition<64>(cg::this_thread_block());
  v[threadIdx.x] = 1;
  t.sync();
  if (t.thread_rank() == 0) v[threadIdx.x] += v[threadIdx.x + 1];
}
