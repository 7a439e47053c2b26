// CUB's block collectives misused: a TempStorage reused without a
// __syncthreads() (the second call's writes race with the first call's
// reads), a BlockReduce in divergent code (its barrier), every thread
// storing the result that only thread 0 holds.
//@ exit: 1
//@ expect-re: 1129_cub_block_racy.cu:[0-9]+:[0-9]+: error: atomic-read race on temp
//@ expect-re: error: barrier divergence in kernel 'divergent
//@ expect-re: error: write-write race on out\[.*kernel 'all_write
//@ expect-count: 3 kernel '(reuse|divergent|all_write)\(.*: [0-9]+ (race|defect)s? found
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
int main() {
  float *in, *out;
  cudaMalloc(&in, 4096 * 4); cudaMalloc(&out, 64 * 4);
  reuse<<<16, 256>>>(in, out);
  divergent<<<16, 256>>>(in, out);
  all_write<<<16, 256>>>(in, out);
}
