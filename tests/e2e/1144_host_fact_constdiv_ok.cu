// A launch fact with a division by a constant that is not a power of two
// (n <= m / 3 with m <= 1500): the block has at most 500 threads, and the
// kernel, which folds thread indices by & 511, is race-free for blocks of
// at most 512. tandem writes m / 3 as a quotient function with its
// definition beside the fact; the definition must hold (it was once
// swallowed by the fact's `// host line` comment, leaving the quotient
// free and the block up to 1024 threads).
//@ exit: 0
//@ expect-re: kernel 'fold\(.*: verified
//@ expect: on the path: !((v1 > 1500) ? true : ((v1 / 3) < v0))
#include <cuda_runtime.h>
#include <stdlib.h>

__global__ void fold(int *out) { out[threadIdx.x & 511] = threadIdx.x; }

int main(int argc, char **argv) {
  unsigned m = strtoul(argv[1], 0, 10), n = strtoul(argv[2], 0, 10);
  if (m > 1500 || n > m / 3)
    return 1;
  int *out;
  cudaMalloc(&out, 512 * sizeof(int));
  fold<<<1, n>>>(out);
  cudaDeviceSynchronize();
  return 0;
}
