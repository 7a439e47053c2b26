// Race-free twin of 691_consistent_launch_racy.cu: one element per thread,
// verified under the launch's (consistent) facts.
//@ exit: 0
//@ expect-re: kernel 'spill[('].*: verified
#include <stdio.h>
#include <stdlib.h>

__global__ void spill(int *out, int n) {
  out[threadIdx.x] = n;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  if (n < 64)
    return 1;
  if (n >= 128)
    return 1;
  int *out;
  cudaMalloc(&out, n * sizeof(int));
  spill<<<1, n>>>(out, n);
  cudaDeviceSynchronize();
  cudaFree(out);
  return 0;
}
