// A launch fact with a division by a constant that is not a power of two
// (n <= m / 3 with m <= 3000): the block may have 1000 threads, and the
// kernel, which folds thread indices by & 511, races for blocks of more
// than 512 (threads 0 and 512 write out[0]): the quotient's definition
// bounds n by 1000, not by 500.
//@ exit: 1
//@ expect: error: write-write race on out[
//@ expect: on the path: !((v1 > 3000) ? true : ((v1 / 3) < v0))
#include <cuda_runtime.h>
#include <stdlib.h>

__global__ void fold(int *out) { out[threadIdx.x & 511] = threadIdx.x; }

int main(int argc, char **argv) {
  unsigned m = strtoul(argv[1], 0, 10), n = strtoul(argv[2], 0, 10);
  if (m > 3000 || n > m / 3)
    return 1;
  int *out;
  cudaMalloc(&out, 512 * sizeof(int));
  fold<<<1, n>>>(out);
  cudaDeviceSynchronize();
  return 0;
}
