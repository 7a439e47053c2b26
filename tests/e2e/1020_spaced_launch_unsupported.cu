// A launch written `<< <grid, block >> >` (an old formatter's spacing, as in
// a particle-filter benchmark): nvcc accepts it, clang-14 does not. Named,
// exit 2.
//@ exit: 2
//@ expect: unsupported: nvcc-only syntax (a kernel launch spelt `<< <...>> >`
//@ expect: at 1020_spaced_launch_unsupported.cu:17:
//@ expect-not: verified
#include <cuda_runtime.h>

__global__ void normalize(float *w, float total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) w[i] /= total;
}

void normalize_all(float *w, float total, int n) {
  int blocks = (n + 127) / 128;
  normalize << < blocks, 128 >> > (w, total, n);
}
