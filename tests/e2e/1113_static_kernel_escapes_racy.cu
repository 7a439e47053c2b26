// A static kernel whose address leaves the launch (stored for a later
// cudaLaunchKernel, as CUDA graphs and launch tables do): tandem cannot see
// every launch, so the file's launch is not used and the kernel is checked
// for any launch, where threads that differ only in threadIdx.y race.
//@ exit: 1
//@ expect: race on a[
//@ expect: launches of 'scale' in the host code not used
//@ expect-not: no other file can launch it
#include <cuda_runtime.h>

static __global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void *kernel_table[1];

void scale_on_device(float *d, int n) {
  scale<<<(n + 255) / 256, 256>>>(d, n);
  kernel_table[0] = (void *)scale;
}
