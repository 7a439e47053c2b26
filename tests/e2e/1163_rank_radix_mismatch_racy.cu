// The refusal case of the grid-rank sums: a block rank is below the block's
// size, not below blockDim.x, so blockIdx.x * blockDim.x + thread_rank() is
// no sum of a digit and its radix, and gets no "one value, one thread"
// fact. In a block two threads high, thread (0,1) of block 0 and thread
// (0,0) of block 1 both write out[blockDim.x], 0 and 1.
//@ args: --gridDim=2
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-not: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void strided_by_width(int *out) {
  cg::thread_block block = cg::this_thread_block();
  out[blockIdx.x * blockDim.x + block.thread_rank()] = blockIdx.x;
}
