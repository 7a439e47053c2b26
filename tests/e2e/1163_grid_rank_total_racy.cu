// 1163_grid_rank_total_ok with the total written by the first two threads
// of the grid: grid ranks 0 and 1 are two threads (of one block, or of two
// blocks of one thread), and both add into partial[0].
//@ args: --gridDim=4,2,2
//@ exit: 1
//@ expect: race on partial[0]
//@ expect-not: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void total_of_blocks(const float *in, float *partial) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  if (block.thread_rank() == 0)
    partial[grid.block_rank()] = in[grid.block_rank()];
  grid.sync();
  if (grid.thread_rank() < 2)
    partial[0] += partial[1];
}
