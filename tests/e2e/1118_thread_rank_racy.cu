// 1118_thread_rank_ok with two threads per element (rank / 2): threads of
// one block whose ranks differ in the last bit store the same tmp[] element.
//@ exit: 1
//@ expect: write-write race on tmp[
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void stash(int *out) {
  extern __shared__ int tmp[];
  cg::thread_block cta = cg::this_thread_block();
  tmp[cta.thread_rank() / 2] = threadIdx.x;
  cg::sync(cta);
  if (cta.thread_rank() == 0 && blockIdx.y == 0 && blockIdx.z == 0)
    out[blockIdx.x] = tmp[0];
}
