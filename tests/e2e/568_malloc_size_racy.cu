// Host-guided (issue 11), racy twin of 568_malloc_size_ok: the kernel
// writes out[i / 2] (two threads per element). `out` gets two cudaMallocs,
// so its size is not followed (no bytes named for it); `in`'s is.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: , in: n << 2 bytes (from cudaMalloc at 568_malloc_size_racy.cu:19)
//@ expect-not: out: n
#include <stdlib.h>

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    out[i / 2] = 2.0f * in[i];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, sizeof(float));
  if (argc > 2)
    cudaMalloc(&out, n * sizeof(float));
  scale<<<(n + 127) / 128, 128>>>(out, in, n);
  cudaDeviceSynchronize();
  return 0;
}
