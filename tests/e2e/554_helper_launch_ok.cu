// Host-guided (issue 11): the kernel is launched from a helper function
// that main() calls; the helper computes the grid from its argument.
//@ exit: 0
//@ expect-re: kernel 'add_one\(int\*, int\)' \(.*\): verified
//@ expect: note: launch at 554_helper_launch_ok.cu:19: <<<16, 256>>>, n = 4096
#include <stdio.h>
#define BLOCK 256

__global__ void add_one(int *v, int n) {
  __shared__ int s[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = i < n ? v[i] : 0;
  __syncthreads();
  if (i < n)
    v[i] = s[threadIdx.x] + 1;
}

void run(int *d, int n) {
  add_one<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d, n);
}

int main() {
  int *d;
  int n = 4096;
  cudaMalloc(&d, n * sizeof(int));
  run(d, n);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
