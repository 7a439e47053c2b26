// Two blocks draw from the same MTGP32 state: thread t of each block uses
// slot t of it, so the blocks race on every slot.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: race on st[0].slot
//@ expect-re: kernel 'draw_block\(curandStateMtgp32\*, unsigned int\*\)'
#include <cuda.h>

__global__ void draw_block(curandStateMtgp32_t *st, unsigned int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = curand(st);
}
