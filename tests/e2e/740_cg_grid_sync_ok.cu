// Cooperative groups: two phases separated by grid.sync(). Phase 2 reads
// the element written in phase 1 by a thread of the *next* block; only a
// grid-wide barrier orders threads of different blocks, and grid.sync()
// is one, so the kernel is race-free (a cooperative launch, as the CUDA
// samples write it).
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'two_phase[('].*: verified
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b) {
  cg::grid_group grid = cg::this_grid();
  unsigned long long i = grid.thread_rank();
  a[i] = (int)i * 3;
  grid.sync();
  b[i] = a[(i + 64) % grid.size()];
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 256 * sizeof(int));
  cudaMalloc(&b, 256 * sizeof(int));
  void *args[] = {&a, &b};
  cudaLaunchCooperativeKernel((void *)two_phase, dim3(4), dim3(64), args);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
