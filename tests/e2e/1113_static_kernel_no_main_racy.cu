// The static kernel of 1113_static_kernel_no_main_ok launched with blocks
// of 256 over a grid of n / 128 blocks while it indexes with a stride of
// 128: blocks overlap, a race under the file's own launch.
//@ exit: 1
//@ expect: race on a[
//@ expect: note: 'scale' is checked for the launches in this file's host code (it is 'static'
//@ expect-not: may be launched from other files
#include <cuda_runtime.h>

static __global__ void scale(float *a, int n) {
  int i = blockIdx.x * 128 + threadIdx.x; // <- blocks of 256 overlap by 128
  if (i < n)
    a[i] *= 2.0f;
}

void scale_on_device(float *d, int n) { scale<<<n / 128, 256>>>(d, n); }
