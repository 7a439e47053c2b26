// Warp-aggregated atomics with cooperative groups (in the style of the
// samples' warpAggregatedAtomicsCG): a warp tile votes, its leader does one
// atomicAdd for all the tile's positive elements, the base index is
// broadcast with the tile's shuffle, and each thread writes its own slot.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'filter_positive\(const int\*, int\*, int\*\)' \(.*\): verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void filter_positive(const int *in, int *flags, int *counter) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool pos = in[i] > 0;
  unsigned int mask = warp.ballot(pos);
  int leader = __ffs((int)mask) - 1;
  int base = 0;
  if (mask != 0 && (int)warp.thread_rank() == leader) base = atomicAdd(counter, __popc(mask));
  base = warp.shfl(base, leader < 0 ? 0 : leader);
  flags[i] = pos ? base : -1;
}

int main() {
  int *in, *flags, *counter;
  cudaMalloc(&in, 128 * sizeof(int));
  cudaMalloc(&flags, 128 * sizeof(int));
  cudaMalloc(&counter, sizeof(int));
  filter_positive<<<2, 64>>>(in, flags, counter);
  return 0;
}
