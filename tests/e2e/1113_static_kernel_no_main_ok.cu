// A file without main() (a library of kernels and launch helpers) is not
// the whole program, and its external kernels are verified for any launch.
// A 'static' kernel is different: its stub has internal linkage, so the
// launches in this file are all of its launches, and they are used (here:
// one-dimensional blocks of 256, the grid from a parameter). Verified;
// without them, threads that differ only in threadIdx.y would race.
//@ exit: 0
//@ expect: note: 'scale' is checked for the launches in this file's host code (it is 'static' or in an anonymous namespace: no other file can launch it)
//@ expect: note: launch at 1113_static_kernel_no_main_ok.cu:19: <<<(n + 255) / 256, 256>>>
//@ expect-re: kernel 'scale\(float\*, int\)' \(.*\): verified
#include <cuda_runtime.h>

static __global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void scale_on_device(float *d, int n) { scale<<<(n + 255) / 256, 256>>>(d, n); }
