// Host-guided relations (issue 11): 561_n_multiple_ok's program with
// --no-host. Without the host code's relation between n and the grid, a
// grid larger than n / 256 is possible and threads past n race on flag[0]
// (the false alarm the relation removes).
//@ args: --no-host --blockDim=256
//@ exit: 1
//@ expect: write-write race on flag[0]
//@ expect-not: note: launch at
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
