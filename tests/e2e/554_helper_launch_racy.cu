// Host-guided (issue 11): as 554_helper_launch_ok, but the helper launches
// twice as many threads per block as the kernel's chunk.
//@ exit: 1
//@ expect: race on v[
//@ expect: note: launch at 554_helper_launch_racy.cu:19: <<<8, 512>>>, n = 4096
#include <stdio.h>
#define BLOCK 256

__global__ void add_one(int *v, int n) {
  __shared__ int s[2 * BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = i < n ? v[i] : 0;
  __syncthreads();
  if (i < n)
    v[i] = s[threadIdx.x] + 1;
}

void run(int *d, int n) {
  add_one<<<(n + 2 * BLOCK - 1) / (2 * BLOCK), 2 * BLOCK>>>(d, n);
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
