// A host helper in the style of the samples' surface-object code: an
// initialised variable-length array, which nvcc's host compiler accepts as
// an extension and clang-14 rejects. Its initialiser is not on the line of
// the size, so the same-length rewrite (e2e 1092) does not apply: named,
// exit 2.
//@ exit: 2
//@ expect: unsupported: nvcc-only syntax (an initialised variable-length array
//@ expect: at 1013_vla_init_unsupported.cu:18:
//@ expect-not: verified
#include <cuda_runtime.h>

__global__ void scale_plane(float *plane, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) plane[i] *= s;
}

void scale_planes(float **planes, int num_planes, int n) {
  float *slots[num_planes] =
      {0};
  for (int p = 0; p < num_planes; p++) {
    slots[p] = planes[p];
    scale_plane<<<(n + 127) / 128, 128>>>(slots[p], n, 0.5f);
  }
}
