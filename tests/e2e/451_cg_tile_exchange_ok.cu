// Tiles of 16 threads exchange values through shared memory: each thread
// writes its slot, the tile synchronises with tile.sync() (a __syncwarp over
// the tile's 16 lanes) and reads its neighbour's slot inside the same tile.
//@ args: --blockDim=128 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'rotate_in_tile\(const int\*, int\*\)' \(.*\): verified
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate_in_tile(const int *in, int *out) {
  __shared__ int buf[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  unsigned int base = tile.meta_group_rank() * tile.size();
  unsigned int r = tile.thread_rank();
  buf[base + r] = in[blockIdx.x * blockDim.x + threadIdx.x];
  tile.sync();
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[base + (r + 1) % tile.size()];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  rotate_in_tile<<<2, 128>>>(in, out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
