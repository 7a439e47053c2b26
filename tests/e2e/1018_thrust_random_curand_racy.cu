// 1018_thrust_random_curand_ok without the barrier inside the tree: a
// thread adds a partial sum that another thread of the level above may
// still be writing.
//@ args: --blockDim=128 --gridDim=16
//@ exit: 1
//@ expect: race on hits
//@ expect-not-re: kernel 'count_hits[(].*: verified
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
