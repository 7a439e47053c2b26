// 740 with block.sync() where grid.sync() is needed: the read of phase 2
// is of an element another block wrote in phase 1, and a block-level
// barrier does not order threads of different blocks. Class: insufficient
// group sync, with a note pointing at the block.sync().
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect-re: error: (read-write|write-read) race on a\[[0-9]+\] \(insufficient group sync: .*grid.sync\(\)\) in kernel 'two_phase
//@ expect-re: 741_cg_block_sync_across_racy.cu:19:[0-9]+: note: the synchronisation whose scope is too narrow for this pair \(insufficient group sync\)
//@ expect:    19 |   block.sync();
//@ expect-not-re: kernel 'two_phase[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  unsigned long long i = grid.thread_rank();
  a[i] = (int)i * 3;
  block.sync();
  b[i] = a[(i + 64) % grid.size()];
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 256 * sizeof(int));
  cudaMalloc(&b, 256 * sizeof(int));
  void *args[] = {&a, &b};
  cudaLaunchCooperativeKernel((void *)two_phase, dim3(4), dim3(64), args);
  cudaDeviceSynchronize();
  return 0;
}
