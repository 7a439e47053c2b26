// A grid of 64-bit sizes: dim3 grid(x, y) packs (x & 0xffffffff) | y << 32
// into one 64-bit argument. The launch note reads gridDim.x and gridDim.y
// back as the two expressions (no "& 4294967295" and no "|" mixing them),
// and the kernel, which covers n elements with rows of blocks, is verified
// for that launch.
//@ exit: 0
//@ expect: kernel 'fill(int*, int)' (1127_launch_dim3_64bit_ok.cu): verified
//@ expect-re: launch at 1127_launch_dim3_64bit_ok.cu:[0-9]+: <<<\(.*, \(\(\(n \+ 255\) / 256\) \+ 1023\) >> 10, 1\), 256>>>, n = v0 \* 1000,
//@ expect-not: 4294967295
#include <cuda_runtime.h>
__global__ void fill(int *a, int n) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = i;
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
