// 776_ok with one scope bug: the second grid.sync() is a block.sync(), so
// threads of other blocks read norm[0] unordered with its write by thread 0
// of block 0 (insufficient group sync).
// Application: normalising a vector in one cooperative launch. Phase 1:
// every thread squares its element and each block reduces its
// squares to partial[block]; grid.sync(); phase 2: thread 0 of the grid adds
// the partial sums to norm[0]; grid.sync(); phase 3: every thread divides
// its element by the norm.
//@ exit: 1
//@ expect-not-re: kernel 'normalise[(].*: verified
//@ expect: (insufficient group sync
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define BLOCK 64
#define BLOCKS 8

__global__ void normalise(float *x, float *partial, float *norm) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ float sq[BLOCK];
  unsigned t = block.thread_rank();
  unsigned long long i = grid.thread_rank();
  sq[t] = x[i] * x[i];
  block.sync();
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (t < s)
      sq[t] += sq[t + s];
    block.sync();
  }
  if (t == 0)
    partial[blockIdx.x] = sq[0];
  grid.sync();
  if (i == 0) {
    float total = 0.0f;
    for (unsigned b = 0; b < gridDim.x; b++)
      total += partial[b];
    norm[0] = sqrtf(total);
  }
  block.sync();
  x[i] = x[i] / norm[0];
}

int main() {
  float *x, *partial, *norm;
  cudaMalloc(&x, BLOCKS * BLOCK * sizeof(float));
  cudaMalloc(&partial, BLOCKS * sizeof(float));
  cudaMalloc(&norm, sizeof(float));
  cudaMemset(x, 0, BLOCKS * BLOCK * sizeof(float));
  void *args[] = {&x, &partial, &norm};
  cudaLaunchCooperativeKernel((void *)normalise, dim3(BLOCKS), dim3(BLOCK), args);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
