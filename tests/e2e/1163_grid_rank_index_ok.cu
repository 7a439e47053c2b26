// Every thread of a grid of 60000 blocks writes the element at its grid
// rank, for blocks of every size CUDA allows: the rank is the block's grid
// rank times the block's size plus the thread's block rank, which two
// threads share only when they are one thread, since no block has more
// than 1024 threads (stated because the kernel multiplies its block's
// sizes). It timed out without these facts. (With the grid symbolic too,
// up to 2^54 blocks, a rank can pass 2^62, where the byte offsets of two
// ranks meet: that kernel is not verified.)
//@ args: --gridDim=1000,20,3
//@ exit: 0
//@ expect-re: kernel 'by_grid_rank[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void by_grid_rank(int *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = threadIdx.y;
}
