// coalesced_threads() is the set of lanes active at the call
// (__activemask()): under independent thread scheduling nothing promises
// that the partner lane is among them, so the group's sync() need not
// order the pair. Each even lane reads the slot the next even lane wrote:
// an intra-warp race (use __syncwarp with an explicit mask, or a tile).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect-re: race on s\[[0-9]+\] \(intra-warp race\)
//@ expect-not-re: kernel 'even_lanes[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void even_lanes(int *out) {
  __shared__ int s[64];
  unsigned int t = threadIdx.x;
  if (t % 2 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    s[t] = (int)g.thread_rank();
    g.sync();
    out[t] = s[(t + 2) % 32 + t / 32 * 32];
  }
}

int main() {
  int *out;
  cudaMalloc(&out, 64 * sizeof(int));
  even_lanes<<<1, 64>>>(out);
  return 0;
}
