// Cooperative groups' grid rank, for blocks of every size (the grid is
// fixed, 4 x 2 x 2). Each block's first thread writes its block's partial
// result at the block's grid rank; after grid.sync() the thread of grid
// rank 0 adds them up. Two threads of grid rank 0 are one thread:
// grid.thread_rank() is block_rank() * block.size() + block.thread_rank(),
// and a block's thread rank is below its size, so the sum is one of a digit
// and its radix, which two threads share only when they share both parts
// (docs/encodings.md, "Launch geometry"). Without that fact the solver
// meets the 64-bit products of the rank, and the proof timed out.
//@ args: --gridDim=4,2,2
//@ exit: 0
//@ expect-re: kernel 'total_of_blocks[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void total_of_blocks(const float *in, float *partial) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  if (block.thread_rank() == 0)
    partial[grid.block_rank()] = in[grid.block_rank()];
  grid.sync();
  if (grid.thread_rank() == 0)
    for (unsigned long long b = 1; b < grid.num_blocks(); b++)
      partial[0] += partial[b];
}
