// A Monte Carlo estimate of pi in the style of the curand samples: each
// thread initialises its own generator state, draws a point and counts the
// hits with an atomicAdd. The states are per-thread, so no race.
//@ args: --blockDim=128 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'setup\(curandStateXORWOW\*, unsigned long long\)' \(.*\): verified
//@ expect-re: kernel 'estimate\(curandStateXORWOW\*, unsigned int\*\)' \(.*\): verified
#include <cstdio>
#include <curand_kernel.h>

__global__ void setup(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void estimate(curandState *states, unsigned int *hits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  float x = curand_uniform(&local), y = curand_uniform(&local);
  states[id] = local;
  if (x * x + y * y <= 1.0f) atomicAdd(hits, 1u);
}

int main() {
  curandState *states;
  unsigned int *hits;
  cudaMalloc(&states, 1024 * sizeof(curandState));
  cudaMalloc(&hits, sizeof(unsigned int));
  setup<<<8, 128>>>(states, 1234ull);
  estimate<<<8, 128>>>(states, hits);
  cudaDeviceSynchronize();
  return 0;
}
