// coalesced_threads(): the even lanes of each warp form a coalesced group
// that hands lane values around with shfl and votes with any/all/ballot;
// each thread then writes only its own slot: race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'even_lanes[('].*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void even_lanes(const int *in, int *out) {
  unsigned int t = threadIdx.x;
  if (t % 2 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int first = g.shfl(in[t], 0);
    unsigned int votes = g.ballot(in[t] > 0);
    out[t] = first + (int)g.size() + (g.any(first > 0) ? 1 : 0) + (int)__popc(votes);
  }
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 64 * sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  even_lanes<<<1, 64>>>(in, out);
  return 0;
}
