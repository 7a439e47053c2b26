// Host-guided relations (issue 11), racy twin of 561_n_multiple_ok: the
// grid rounds n up and nothing makes n a multiple of 256, so the threads
// past n all write flag[0]. The relation keeps n and the grid tied; the
// race is real (n = 1: 255 threads write flag[0]).
//@ exit: 1
//@ expect: write-write race on flag[0]
//@ expect: <<<(n + 255) / 256, 256>>>, n = atoi() (from 561_n_multiple_racy.cu:20),
//@ expect: ; on the path: !(n < 1) (561_n_multiple_racy.cu:21)
#include <stdlib.h>

__global__ void tail(int *out, int *flag, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    out[i] = i;
  else
    flag[0] = i;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  if (n < 1)
    return 1;
  int *d, *f;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  tail<<<(n + 255) / 256, 256>>>(d, f, n);
  cudaDeviceSynchronize();
  return 0;
}
