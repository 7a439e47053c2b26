// A buffer split at a distance read at run time: the parameters may
// overlap, and tandem does not model a distance that is not a constant, so
// the launch is refused (exit 2) rather than verified under the no-alias
// assumption it may break (with n = 0 here `b` is `a`, and the kernel
// races).
//@ exit: 2
//@ expect: error: unsupported: the launch at line 21 passes pointers into one buffer to 'a' and 'b' at a distance that is not a constant, and the kernel writes through 'b'
//@ expect-not: verified
#include <stdlib.h>

__global__ void next_of(const int *a, int *b, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < len)
    b[i] = a[i + 1];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *d;
  cudaMalloc(&d, 2 * n * sizeof(int));
  next_of<<<(n + 255) / 256, 256>>>(d, d + n, n);
  cudaDeviceSynchronize();
  return 0;
}
