// A samples-style Monte Carlo program: the host draws seeds with
// thrust::default_random_engine and prints with std::cout after including
// only <thrust/random.h> (Thrust's header brings in <iostream>, and real
// programs rely on it); each thread of the kernel keeps its own curand
// state, counts hits, and the block sums the counts in shared memory with a
// barrier between the tree's levels.
//@ args: --blockDim=128 --gridDim=16
//@ exit: 0
//@ expect-re: kernel 'count_hits\(unsigned long long, unsigned int\*\)' .*: verified
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <thrust/random.h>
#include <helper_cuda.h>

#define THREADS 128

__global__ void count_hits(unsigned long long seed, unsigned int *block_hits) {
  __shared__ unsigned int hits[THREADS];
  unsigned int t = threadIdx.x;
  curandState state;
  curand_init(seed, blockIdx.x * blockDim.x + t, 0, &state);
  unsigned int mine = 0;
  for (int i = 0; i < 64; i++) {
    float x = curand_uniform(&state), y = curand_uniform(&state);
    mine += x * x + y * y <= 1.0f;
  }
  hits[t] = mine;
  __syncthreads();
  for (unsigned int s = THREADS / 2; s > 0; s >>= 1) {
    if (t < s) hits[t] += hits[t + s];
    __syncthreads();
  }
  if (t == 0) block_hits[blockIdx.x] = hits[0];
}

int main() {
  thrust::default_random_engine rng(2024);
  thrust::uniform_int_distribution<unsigned int> dist(1, 1u << 30);
  unsigned long long seed = dist(rng);
  unsigned int *d_hits;
  checkCudaErrors(cudaMalloc(&d_hits, 16 * sizeof(unsigned int)));
  count_hits<<<16, THREADS>>>(seed, d_hits);
  getLastCudaError("count_hits failed");
  unsigned int h_hits[16];
  checkCudaErrors(cudaMemcpy(h_hits, d_hits, sizeof h_hits, cudaMemcpyDeviceToHost));
  unsigned long long total = 0;
  for (int b = 0; b < 16; b++) total += h_hits[b];
  std::cout << "pi ~ " << 4.0 * total / (16.0 * THREADS * 64) << std::endl;
  return 0;
}
