// synchronize(g), the free-function barrier of a cooperative group (the
// spelling of GPUVerify's CUDA header): a block barrier between the read
// of a neighbour's element and the write of one's own.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect: verified
#include <cuda.h>
using namespace cooperative_groups;

__global__ void shift(int *a) {
  thread_block b = this_thread_block();
  int v = a[(threadIdx.x + 1) % 64];
  synchronize(b);
  a[threadIdx.x] = v;
}
