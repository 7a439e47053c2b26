// 1127_launch_dim3_64bit_ok with an index that ignores blockIdx.y: the
// launch's second grid dimension, read back from the packed 64-bit dim3,
// has more than one row of blocks for n past 262,144 (1024 blocks of 256),
// so blocks of different rows write the same element.
//@ exit: 1
//@ expect: write-write race on a[
//@ expect: (threads in different blocks)
#include <cuda_runtime.h>
__global__ void fill(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // <- ignores blockIdx.y
  if (i < n)
    a[i] = blockIdx.y; // <- rows write different values
}

int main(int argc, char **argv) {
  int n = argc * 1000;
  unsigned long blocks = (n + 255) / 256;
  unsigned long rows = (blocks + 1023) / 1024;
  dim3 grid((blocks + rows - 1) / rows, rows);
  int *a;
  cudaMalloc(&a, n * sizeof(int));
  fill<<<grid, 256>>>(a, n);
  return 0;
}
