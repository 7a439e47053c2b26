// An explicit instantiation definition (weak_odr stub) may be launched from
// any file through an `extern template` declaration: the launch in this
// file is not all of its launches and is not used. For one-dimensional
// launches (the re-check of a kernel that never reads y and z), blocks
// of other than 64 threads race on a[].
//@ exit: 1
//@ expect: race on a[
//@ expect: the defects shown are those of launches with blockDim.y = gridDim.y = 1
//@ expect: launches of 'reverse_tiles<64>' in the host code not used
//@ expect-not: an implicit instance of a template defined in this file
#include <cuda_runtime.h>

template <int TILE>
__global__ void reverse_tiles(float *a, int n) {
  __shared__ float tile[TILE];
  int base = blockIdx.x * TILE;
  tile[threadIdx.x] = a[base + threadIdx.x];
  __syncthreads();
  a[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}

template __global__ void reverse_tiles<64>(float *, int);

void reverse_on_device(float *d, int n) { reverse_tiles<64><<<n / 64, 64>>>(d, n); }
