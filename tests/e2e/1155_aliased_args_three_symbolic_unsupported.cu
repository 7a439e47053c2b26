// Three pointers into one buffer: `b` and `c` are the same pointer, `a`
// is at a distance read at run time, and only `c` is written through.
// Merging `b` and `c` alone would leave `a` a distinct array although it
// may overlap what `c` writes, so the whole buffer is refused (exit 2).
//@ exit: 2
//@ expect: error: unsupported: the launch at line 20 passes pointers into one buffer to 'b' and 'a' at a distance that is not a constant, and the kernel writes through 'c'
//@ expect-not: verified
#include <stdlib.h>

__global__ void sum3(const int *a, const int *b, int *c, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < len)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *d;
  cudaMalloc(&d, 2 * n * sizeof(int));
  sum3<<<(n + 255) / 256, 256>>>(d + n, d, d, n);
  cudaDeviceSynchronize();
  return 0;
}
