// cuRAND's device API reached through <cuda.h> alone (as GPUVerify's CUDA
// header offers it): each thread draws from its own XORWOW state, and the
// 128 threads of a block share one MTGP32 state, one slot each.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'draw\(curandStateXORWOW\*, float\*\)' \(.*\): verified
//@ expect-re: kernel 'draw_block\(curandStateMtgp32\*, unsigned int\*\)' \(.*\): verified
#include <cuda.h>

__global__ void draw(curandState *st, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(7, i, 0, &st[i]);
  out[i] = curand_uniform(&st[i]);
}

__global__ void draw_block(curandStateMtgp32_t *st, unsigned int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = curand(&st[blockIdx.x]);
}
