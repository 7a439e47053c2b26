// reduce_racy.cu — a complete CUDA program with a data race, for tandem's
// README (`make example` runs `bin/tandem --blockDim=64 examples/reduce_racy.cu`).
//
// Each block sums BLOCK elements of `in` with a tree reduction in shared
// memory, then adds the block's sum to *total atomically. The loop has no barrier:
// in step s = 16 thread 0 reads sdata[16], which thread 16 may still be
// writing for step s = 32 (thread 16 < 32 writes sdata[16] there). The
// fixed version is reduce_ok.cu.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define BLOCK 64

__global__ void block_sum(const float *in, float *total, int n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;

  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();

  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    // BUG: missing __syncthreads() here
  }

  if (tid == 0)
    atomicAdd(total, sdata[0]);
}

int main() {
  const int n = 1 << 16;
  const int blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<float> host(n, 1.0f);
  float sum = 0.0f;

  float *d_in, *d_total;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_total, sizeof(float));
  cudaMemcpy(d_in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof(float));

  block_sum<<<blocks, BLOCK>>>(d_in, d_total, n);
  cudaDeviceSynchronize();

  cudaMemcpy(&sum, d_total, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %.0f (expected %d)\n", sum, n);

  cudaFree(d_in);
  cudaFree(d_total);
  return sum == n ? EXIT_SUCCESS : EXIT_FAILURE;
}
