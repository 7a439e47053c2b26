// CUB's block collectives misused: a TempStorage reused without a
// __syncthreads() (the second call's writes race with the first call's
// reads), a BlockReduce in divergent code (its barrier), every thread
// storing the result that only thread 0 holds, and a block of one warp
// taken for synchronised by its BlockReduce (CUB's warp reduction there
// has no barrier: the model has none either).
//@ exit: 1
//@ expect-re: 1129_cub_block_racy.cu:[0-9]+:[0-9]+: error: atomic-read race on temp
//@ expect-re: error: barrier divergence in kernel 'divergent
//@ expect-re: error: write-write race on out\[.*kernel 'all_write
//@ expect-re: error: read-write race on s\[.*kernel 'one_warp
//@ expect-count: 4 kernel '(reuse|divergent|all_write|one_warp)\(.*: [0-9]+ (race|defect)s? found
#include <cub/cub.cuh>
__global__ void reuse(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  float v = in[blockIdx.x * 256 + threadIdx.x];
  float s = BlockReduce(temp).Sum(v);
  float m = BlockReduce(temp).Reduce(v, cub::Max());   // no barrier between
  if (threadIdx.x == 0) { out[2 * blockIdx.x] = s; out[2 * blockIdx.x + 1] = m; }
}
__global__ void divergent(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  float v = in[blockIdx.x * 256 + threadIdx.x];
  if (v > 0.0f) {
    float s = BlockReduce(temp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
  }
}
__global__ void all_write(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  float s = BlockReduce(temp).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  out[blockIdx.x] = s;        // every thread, and only thread 0's is the sum
}
__global__ void one_warp(const float *in, float *out) {
  __shared__ float s[32];
  __shared__ cub::BlockReduce<float, 32>::TempStorage temp;
  s[threadIdx.x] = in[blockIdx.x * 32 + threadIdx.x];
  float t = cub::BlockReduce<float, 32>(temp).Sum(s[threadIdx.x]);
  out[blockIdx.x * 32 + threadIdx.x] = s[31 - threadIdx.x] + t;
}
int main() {
  float *in, *out;
  cudaMalloc(&in, 4096 * 4); cudaMalloc(&out, 64 * 4);
  reuse<<<16, 256>>>(in, out);
  divergent<<<16, 256>>>(in, out);
  all_write<<<16, 256>>>(in, out);
  one_warp<<<2, 32>>>(in, out);
}
