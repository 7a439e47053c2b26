// 1092_vla_init_rewrite_ok with each thread also scaling its neighbour's
// element: the rewritten file is verified like any other and the race is
// reported at the file's own line.
//@ args: --blockDim=128 --gridDim=64
//@ exit: 1
//@ expect: read as nvcc reads it
//@ expect: 1092_vla_init_rewrite_racy.cu:15:
//@ expect-re: kernel 'scale_pair\(float\*, int, float\)' .*: .*race
//@ expect-not-re: kernel 'scale_pair\(float\*, int, float\)' .*: verified
#include <cuda_runtime.h>

__global__ void scale_pair(float *plane, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    plane[i] *= s;
    plane[i + 1] *= s;
  }
}

void scale_planes(float **planes, int num_planes, int n) {
  float *slots[num_planes] = { 0 }, *unused[num_planes];
  for (int p = 0; p < num_planes; p++) {
    slots[p] = planes[p];
    unused[p] = 0;
    scale_pair<<<(n + 127) / 128, 128>>>(slots[p], n, 0.5f);
  }
}
