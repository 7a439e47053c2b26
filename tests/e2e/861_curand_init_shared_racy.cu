// Every thread initialises the one generator state with the same
// arguments: the writes race (the state's contents are cuRAND's, not the
// same value that a benign write would need).
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: write-write race on st[0]
#include <cuda.h>

__global__ void init_all(curandState *st, unsigned int *out) {
  curand_init(0, 0, 0, st);
  __syncthreads();
  if (threadIdx.x == 0) out[0] = curand(st);
}
