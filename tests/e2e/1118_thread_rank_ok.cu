// A cooperative-groups block stores one element per thread at its thread
// rank, (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x,
// under a fully symbolic launch. Two threads of a block with one rank are
// one thread (a block has at most 1024 * 1024 * 64 threads: no term wraps),
// a fact z3 cannot see through products of symbolic sizes; tandem states
// it beside each named sum (geometry.c, docs/encodings.md section 1).
//@ exit: 0
//@ expect-re: kernel 'stash\(int\*\)' \(.*\): verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void stash(int *out) {
  extern __shared__ int tmp[];
  cg::thread_block cta = cg::this_thread_block();
  tmp[cta.thread_rank()] = threadIdx.x;
  cg::sync(cta);
  if (cta.thread_rank() == 0 && blockIdx.y == 0 && blockIdx.z == 0)
    out[blockIdx.x] = tmp[cta.size() - 1];
}
