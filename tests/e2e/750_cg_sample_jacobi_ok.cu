// A whole program in the style of the CUDA samples' cooperative-groups
// examples: one cooperative launch (cudaLaunchCooperativeKernel) runs
// three phases separated by grid.sync(): scale, smooth with the
// neighbours (which may belong to other blocks), copy back. Race-free.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'smooth_phases[('].*: verified
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
  grid.sync();
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
