// A labeled partition's leader writes a per-label total into shared memory
// that thread 0 then reads without a barrier: a race between the warps'
// leaders and thread 0.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on totals[
//@ expect-not-re: kernel 'per_label\(const int\*, int\*\)' .*: verified
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void per_label(const int *labels, int *out) {
  __shared__ int totals[4];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int label = labels[threadIdx.x] & 3;
  cg::coalesced_group same = cg::labeled_partition(warp, label);
  if (same.thread_rank() == 0) totals[label] = (int)same.size();
  if (threadIdx.x == 0) out[0] = totals[0];
}

int main() {
  int *labels, *out;
  cudaMalloc(&labels, 64 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  per_label<<<1, 64>>>(labels, out);
  return 0;
}
