// The block sum of 450_cg_block_reduce_ok with the block.sync() inside the
// halving loop missing: a thread reads s[t + half] while its owner may still
// be adding into it in the previous step.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect: race on s[
//@ expect-not-re: kernel 'block_sum\(const float\*, float\*\)' .*: verified
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
