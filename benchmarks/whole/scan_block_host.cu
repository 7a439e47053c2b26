//@ exit: 0
// Whole program: inclusive Hillis-Steele scan within each block, double
// buffered in shared memory; the host prints with printf and iostream.
#include <cstdio>
#include <iostream>
#include <vector>

#define BLOCK 512

__global__ void scan(const int *in, int *out) {
  __shared__ int buf[2][BLOCK];
  int t = threadIdx.x, g = blockIdx.x * BLOCK + t;
  int p = 0;
  buf[p][t] = in[g];
  __syncthreads();
  for (int off = 1; off < BLOCK; off *= 2) {
    int q = 1 - p;
    buf[q][t] = t >= off ? buf[p][t] + buf[p][t - off] : buf[p][t];
    __syncthreads();
    p = q;
  }
  out[g] = buf[p][t];
}

int main() {
  const int blocks = 32, n = blocks * BLOCK;
  std::vector<int> h(n, 1), r(n);
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  scan<<<blocks, BLOCK>>>(din, dout);
  cudaMemcpy(r.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("last of block 0: %d\n", r[BLOCK - 1]);
  std::cout << (r[BLOCK - 1] == BLOCK ? "ok" : "wrong") << std::endl;
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
