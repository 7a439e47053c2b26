// Host facts on the path (64 <= n < 128) become facts of the launch's run;
// the race (two threads per element) is reported under them.
//@ exit: 1
//@ expect: race on out[
//@ expect-not-re: kernel 'spill[('].*: verified
#include <stdio.h>
#include <stdlib.h>

__global__ void spill(int *out, int n) {
  out[threadIdx.x / 2] = threadIdx.x; // <- race: two threads per element
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
