// grid.sync() of cooperative groups has no model in tandem: the kernel that
// calls it stops with exit 2 naming the construct, never a silent pass; the
// file's other kernel is still verified.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 2
//@ expect: unsupported: call to unknown function '__tandem_grid_sync' (kernel 'two_phase(int*, int*)')
//@ expect-re: kernel 'two_phase\(int\*, int\*\)' \(.*\): unsupported
//@ expect-re: kernel 'one_phase\(int\*\)' \(.*\): verified
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
