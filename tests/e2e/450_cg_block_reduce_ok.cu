// A samples-style program: a block sum with cooperative groups. The block
// reduces in shared memory down to one warp's worth with block.sync(), and
// the first warp finishes with a tile reduction (cg::reduce over the tile's
// shuffles). Host code with an error-check macro is parsed, not run.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'block_sum\(const float\*, float\*\)' \(.*\): verified
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void block_sum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float s[256];
  unsigned int t = block.thread_rank();
  s[t] = in[block.group_index().x * block.size() + t];
  block.sync();
  for (unsigned int half = block.size() / 2; half >= 32; half /= 2) {
    if (t < half) s[t] += s[t + half];
    block.sync();
  }
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  if (warp.meta_group_rank() == 0) {
    float v = cg::reduce(warp, s[t], cg::plus<float>());
    if (warp.thread_rank() == 0) out[block.group_index().x] = v;
  }
}

int main(void) {
  const int n = 1024, blocks = n / 256;
  float *d_in, *d_out, h_out[blocks];
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, blocks * sizeof(float)));
  CHECK(cudaMemset(d_in, 0, n * sizeof(float)));
  block_sum<<<blocks, 256>>>(d_in, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost));
  printf("%f\n", h_out[0]);
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return 0;
}
