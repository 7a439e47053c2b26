// Host-guided relations (issue 11): n comes from argv, the program returns
// early unless n is a multiple of 256, and the grid is n / 256: every
// thread has i < n, so no thread writes flag[0]. Without the relation the
// grid could be larger than n / 256 and two threads would write flag[0].
//@ exit: 0
//@ expect-re: kernel 'tail[('].*: verified
//@ expect: note: launch at 561_n_multiple_ok.cu:26: <<<n / 256, 256>>>, n = atoi() (from 561_n_multiple_ok.cu:20), out: n << 2 bytes (from cudaMalloc at 561_n_multiple_ok.cu:24), flag: 4 bytes (from cudaMalloc at 561_n_multiple_ok.cu:25)
//@ expect: ; on the path: (n & 255) == 0 (561_n_multiple_ok.cu:21)
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
