// A cooperative-groups kernel that synchronises its block but indexes with
// the x dimension only. Constructing cg::thread_block computes the thread's
// rank from all three dimensions, a value this kernel never uses: it does
// not count as reading y and z, so the re-check with those of size 1 is
// made, and proves the kernel for one-dimensional launches.
//@ exit: 1
//@ expect: race on
//@ expect: never reads the y and z dimensions of its launch
//@ expect: for launches with blockDim.y = gridDim.y = 1 and blockDim.z = gridDim.z = 1, 'rotate' is verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate(int *a) {
  __shared__ int tile[1024];
  cg::thread_block cta = cg::this_thread_block();
  unsigned base = blockIdx.x * blockDim.x;
  tile[threadIdx.x] = a[base + threadIdx.x];
  cg::sync(cta);
  a[base + threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}
