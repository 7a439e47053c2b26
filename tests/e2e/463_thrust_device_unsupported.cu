// A Thrust algorithm called in device code (thrust::seq) stops the kernel
// that uses it, naming the function: library code is known by name or
// refused. A device function defined in another file (relocatable device
// code, -fgpu-rdc: only its declaration is here) is a body-less call, as in
// GPUVerify: an arbitrary result per thread (it takes no pointer, so it
// touches no memory), and the kernel is verified. A third kernel that uses
// neither gets its verdict too.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 2
//@ expect: call to unknown function 'sort' (kernel 'sort_rows(int*, int)')
//@ expect-re: kernel 'sort_rows[('].*: unsupported
//@ expect-re: kernel 'uses_extern[('].*: verified
//@ expect-re: kernel 'plain_copy[('].*: verified
#include <thrust/sort.h>
#include <thrust/execution_policy.h>

extern __device__ float scale_elsewhere(float x);

__global__ void sort_rows(int *rows, int width) {
  int *row = rows + (blockIdx.x * blockDim.x + threadIdx.x) * width;
  thrust::sort(thrust::seq, row, row + width);
}

__global__ void uses_extern(float *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = scale_elsewhere(v[i]);
}

__global__ void plain_copy(const float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[i] = a[i];
}
