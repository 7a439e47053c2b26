// Host-guided relations (issue 11): --gridDim on the command line wins
// over the launch's grid n / 256 (a note says so); with 17 blocks and n
// tied to nothing but the host's facts, threads past n race on flag[0].
//@ args: --gridDim=17
//@ exit: 1
//@ expect: write-write race on flag[0]
//@ expect: note: the command line's grid size replaces the launch at line 25's (n / 256)
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
  if (n % 256)
    return 1;
  int *d, *f;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  tail<<<n / 256, 256>>>(d, f, n);
  cudaDeviceSynchronize();
  return 0;
}
