// 750 with one injected bug: the first grid.sync() became a block.sync(),
// so the smoothing reads tmp[] elements that threads of the neighbouring
// blocks may not have written yet: insufficient group sync, with the
// note naming the block.sync() line.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 1
//@ expect-re: race on tmp\[[0-9]+\] \(insufficient group sync: .*\) in kernel 'smooth_phases
//@ expect: note: the synchronisation whose scope is too narrow for this pair (insufficient group sync)
//@ expect:    23 |   cg::this_thread_block().sync();
//@ expect-not-re: kernel 'smooth_phases[('].*: verified
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define N 512

__global__ void smooth_phases(float *x, float *tmp, float w) {
  cg::grid_group grid = cg::this_grid();
  unsigned int n = (unsigned int)grid.size();
  unsigned int i = (unsigned int)grid.thread_rank();
  tmp[i] = w * x[i];                                   // phase 1
  cg::this_thread_block().sync();
  x[i] = (tmp[(i + n - 1) % n] + tmp[i] + tmp[(i + 1) % n]) / 3.0f;  // phase 2
  grid.sync();
  tmp[i] = x[i];                                       // phase 3
}

int main() {
  int dev = 0, supports = 0;
  cudaDeviceGetAttribute(&supports, cudaDevAttrCooperativeLaunch, dev);
  if (!supports) {
    printf("cooperative launch not supported\n");
    return 0;
  }
  float *h = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++) h[i] = (float)(i % 7);
  float *x, *tmp, w = 0.5f;
  cudaMalloc(&x, N * sizeof(float));
  cudaMalloc(&tmp, N * sizeof(float));
  cudaMemcpy(x, h, N * sizeof(float), cudaMemcpyHostToDevice);
  void *args[] = {&x, &tmp, &w};
  cudaLaunchCooperativeKernel((void *)smooth_phases, dim3(N / 128), dim3(128), args, 0, 0);
  cudaDeviceSynchronize();
  cudaMemcpy(h, x, N * sizeof(float), cudaMemcpyDeviceToHost);
  printf("x[0] = %f\n", h[0]);
  cudaFree(x);
  cudaFree(tmp);
  free(h);
  return 0;
}
