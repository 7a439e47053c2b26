// Host facts that cannot all hold: the launch sits behind `n * n == 2`,
// which no 32-bit n satisfies (a square is 0 or 1 modulo 4), so it never
// runs, and an axiom stating it would prove anything,
// this racy kernel included. tandem checks that a launch's facts are
// consistent (a procedure asserting `false` must be refuted) and calls the
// run inconclusive when they are not: never "verified".
//@ exit: 3
//@ expect: the launch's facts contradict each other
//@ expect-not-re: kernel 'spill[('].*: verified
#include <stdio.h>
#include <stdlib.h>

__global__ void spill(int *out, int n) {
  out[threadIdx.x / 2] = threadIdx.x; // <- races: two threads per element
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  if (n * n != 2)
    return 1;
  int *out;
  cudaMalloc(&out, n * sizeof(int));
  spill<<<1, n>>>(out, n);
  cudaDeviceSynchronize();
  cudaFree(out);
  return 0;
}
