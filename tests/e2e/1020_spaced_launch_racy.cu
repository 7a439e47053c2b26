// 1020_spaced_launch_ok, but every thread also accumulates into w[0]: a
// race reported at the file's own line and column.
//@ args: --blockDim=128 --gridDim=8
//@ exit: 1
//@ expect: 1020_spaced_launch_racy.cu:11:
//@ expect-not-re: kernel 'normalize[(].*: verified
#include <cuda_runtime.h>

__global__ void normalize(float *w, float total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) w[0] += w[i] / total;
}

void normalize_all(float *w, float total, int n) {
  normalize << < (n + 127) / 128, 128 >> > (w, total, n);
}
