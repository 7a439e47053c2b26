// A host helper in the style of the samples' surface-object code: an
// initialised variable-length array, which nvcc's host compiler accepts as
// an extension and clang-14 rejects. tandem compiles the file once more with
// the `= {0}` blanked out on its line (the array's first contents unknown
// rather than zero: no behaviour is lost) and verifies the kernel.
//@ args: --blockDim=128 --gridDim=64
//@ exit: 0
//@ expect: read as nvcc reads it
//@ expect-re: kernel 'scale_plane\(float\*, int, float\)' .*: verified
//@ expect-not: unsupported
#include <cuda_runtime.h>

__global__ void scale_plane(float *plane, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) plane[i] *= s;
}

void scale_planes(float **planes, int num_planes, int n) {
  float *slots[num_planes] = {0};
  for (int p = 0; p < num_planes; p++) {
    slots[p] = planes[p];
    scale_plane<<<(n + 127) / 128, 128>>>(slots[p], n, 0.5f);
  }
}
