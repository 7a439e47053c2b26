// Host-guided (issue 11): the bytes cudaMalloc gives each buffer passed to
// the launch are recorded and named in the launch's note (n << 2: n ints).
//@ exit: 0
//@ expect-re: kernel 'scale[('].*: verified
//@ expect: , out: n << 2 bytes (from cudaMalloc at 568_malloc_size_ok.cu:18), in: n << 2 bytes (from cudaMalloc at 568_malloc_size_ok.cu:17)
#include <stdlib.h>

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * in[i];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  scale<<<(n + 127) / 128, 128>>>(out, in, n);
  cudaDeviceSynchronize();
  return 0;
}
