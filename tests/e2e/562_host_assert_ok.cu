// Host-guided relations (issue 11): the host asserts a square matrix and
// a width that is a multiple of 128, and launches w threads: every thread
// has i < h, so none writes the sentinel out[w].
//@ exit: 0
//@ expect-re: kernel 'pad[('].*: verified
//@ expect: on the path: w == h (562_host_assert_ok.cu:20), (w & 127) == 0 (562_host_assert_ok.cu:21)
#include <assert.h>
#include <stdlib.h>

__global__ void pad(int *out, int w, int h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < w)
    out[i] = i;
  if (i >= h)
    out[w] = i;
}

int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]);
  assert(w == h);
  assert(w % 128 == 0);
  int *d;
  cudaMalloc(&d, (w + 1) * sizeof(int));
  pad<<<w / 128, 128>>>(d, w, h);
  cudaDeviceSynchronize();
  return 0;
}
