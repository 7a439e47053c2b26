// 743 without tile.sync(): the two threads are lanes of one warp, and
// under independent thread scheduling nothing orders them. The JSON
// report classes the race "intra-warp race".
//@ args: --blockDim=128 --gridDim=2 --format=json
//@ exit: 1
//@ expect: "kind":"race","class":"intra-warp race","message":"read-write race on buf[
//@ expect: (intra-warp race)
//@ expect-not: "verdict":"verified"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_rotate(const int *in, int *out) {
  __shared__ int buf[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  unsigned int me = block.thread_rank();
  unsigned int base = tile.meta_group_rank() * tile.size();
  buf[me] = in[blockIdx.x * blockDim.x + threadIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[base + (tile.thread_rank() + 1) % tile.num_threads()];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  tile_rotate<<<2, 128>>>(in, out);
  cudaDeviceSynchronize();
  return 0;
}
