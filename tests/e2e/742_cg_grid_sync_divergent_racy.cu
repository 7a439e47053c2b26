// grid.sync() must be reached by every thread of the grid: here only the
// blocks after the first reach it (the condition is the same for all
// threads of a block, so no block-level check would object). Barrier
// divergence at the grid-wide barrier.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: 742_cg_grid_sync_divergent_racy.cu:16:
//@ expect: the grid-wide barrier is not reached by all threads of the grid
//@ expect-not-re: kernel 'late_sync[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void late_sync(int *a) {
  cg::grid_group grid = cg::this_grid();
  a[grid.thread_rank()] = 1;
  if (blockIdx.x > 0) grid.sync();
  a[grid.thread_rank()] += 1;
}

int main() {
  int *a;
  cudaMalloc(&a, 128 * sizeof(int));
  void *args[] = {&a};
  cudaLaunchCooperativeKernel((void *)late_sync, dim3(4), dim3(32), args);
  return 0;
}
