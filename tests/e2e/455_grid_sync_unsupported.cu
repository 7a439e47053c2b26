// grid.sync() of cooperative groups is a grid-wide barrier (it used to be
// unsupported): phase 2 reads what the next thread, possibly of another
// block, wrote in phase 1, ordered by the grid barrier; both kernels verify.
// (740-742 test the grid barrier's racy and divergent cases.)
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'two_phase[('].*: verified
//@ expect-re: kernel 'one_phase[('].*: verified
//@ expect-not: error: unsupported
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b) {
  cg::grid_group grid = cg::this_grid();
  unsigned long long i = grid.thread_rank();
  a[i] = (int)i;
  grid.sync();
  b[i] = a[(i + 1) % grid.size()];
}

__global__ void one_phase(int *a) {
  cg::grid_group grid = cg::this_grid();
  a[grid.thread_rank()] = 1;
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 512 * sizeof(int));
  cudaMalloc(&b, 512 * sizeof(int));
  void *args[] = {&a, &b};
  cudaLaunchCooperativeKernel((void *)two_phase, dim3(4), dim3(128), args);
  return 0;
}
