// Host-guided relations (issue 11): 561_n_multiple_ok's program verified
// with the flags that state one of its launches by hand (n = 4096, grid
// 16): the same verdict as the run with no flags.
//@ args: --no-host --blockDim=256 --gridDim=16 --kernel-args=tail,*,*,4096
//@ exit: 0
//@ expect-re: kernel 'tail[('].*: verified
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
