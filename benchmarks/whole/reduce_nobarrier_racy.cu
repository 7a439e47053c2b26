//@ exit: 1
// Whole program: the block-wise sum with the barrier inside the tree loop
// forgotten: a thread reads s[t + d] while its owner may still write it.
#include <cstdio>
#include <cstdlib>
#include <cassert>
#include <vector>

#define BLOCK 128

__global__ void block_sum(const float *in, float *partial) {
  __shared__ float s[BLOCK];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  for (unsigned d = BLOCK / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
  }
  if (t == 0)
    partial[blockIdx.x] = s[0];
}

int main() {
  const int blocks = 64, n = blocks * BLOCK;
  std::vector<float> h(n, 1.0f), hp(blocks);
  float *din, *dp;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dp, blocks * sizeof(float));
  cudaMemcpy(din, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  block_sum<<<blocks, BLOCK>>>(din, dp);
  cudaMemcpy(hp.data(), dp, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  float total = 0;
  for (float v : hp)
    total += v;
  assert(total == n);
  printf("%f\n", total);
  return 0;
}
