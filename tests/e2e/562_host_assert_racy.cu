// Host-guided relations (issue 11), racy twin of 562_host_assert_ok: the
// host no longer asserts w == h, so with h < w - 1 the threads from h on
// write the sentinel out[w] together.
//@ exit: 1
//@ expect: race on out[
//@ expect: on the path: (w & 127) == 0 (562_host_assert_racy.cu:20)
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
  assert(w % 128 == 0);
  int *d;
  cudaMalloc(&d, (w + 1) * sizeof(int));
  pad<<<w / 128, 128>>>(d, w, h);
  cudaDeviceSynchronize();
  return 0;
}
