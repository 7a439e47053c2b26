// As 453_curand_pi_ok, but all threads of a block draw from one shared
// generator state: each draw reads and writes the state, so the draws race.
//@ args: --blockDim=128 --gridDim=8
//@ exit: 1
//@ expect: race on states[
//@ expect-not-re: kernel 'estimate_shared_state\(curandStateXORWOW\*, unsigned int\*\)' .*: verified
#include <curand_kernel.h>

__global__ void estimate_shared_state(curandState *states, unsigned int *hits) {
  float x = curand_uniform(&states[blockIdx.x]);
  float y = curand_uniform(&states[blockIdx.x]);
  if (x * x + y * y <= 1.0f) atomicAdd(hits, 1u);
}

int main() {
  curandState *states;
  unsigned int *hits;
  cudaMalloc(&states, 8 * sizeof(curandState));
  cudaMalloc(&hits, sizeof(unsigned int));
  estimate_shared_state<<<8, 128>>>(states, hits);
  return 0;
}
