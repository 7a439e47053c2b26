// synchronize(g) on a group that only some threads reach: barrier
// divergence.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: barrier divergence
#include <cuda.h>
using namespace cooperative_groups;

__global__ void shift(int *a) {
  thread_block b = this_thread_block();
  int v = a[(threadIdx.x + 1) % 64];
  if (threadIdx.x < 32) synchronize(b);
  a[threadIdx.x] = v;
}
