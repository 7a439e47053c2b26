// CUB's block collectives (headers/sdk/cub/cub.cuh, docs/headers.md "CUB"):
// a BlockReduce whose TempStorage is reused after a __syncthreads(), a
// BlockScan, only thread 0 storing the reduction, and the device-wide
// reduction as a host call (CUB's own kernels are not in the file).
//@ exit: 0
//@ expect-re: kernel 'block_sum<256>\(.*: verified
//@ expect-re: kernel 'scan\(.*: verified
#include <cub/cub.cuh>
#include <cstdio>
template <int BLOCK>
__global__ void block_sum(const float *in, float *out, int n) {
  typedef cub::BlockReduce<float, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float s = BlockReduce(temp).Sum(v);
  __syncthreads();
  float m = BlockReduce(temp).Reduce(v, cub::Max());
  if (threadIdx.x == 0) { out[2 * blockIdx.x] = s; out[2 * blockIdx.x + 1] = m; }
}
__global__ void scan(int *data) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage temp;
  int i = blockIdx.x * 128 + threadIdx.x;
  int x;
  BlockScan(temp).ExclusiveSum(data[i], x);
  data[i] = x;
}
int main() {
  float *in, *out; int *d; size_t bytes = 0; void *tmp = nullptr;
  cudaMalloc(&in, 4096 * 4); cudaMalloc(&out, 64 * 4); cudaMalloc(&d, 4096 * 4);
  block_sum<256><<<16, 256>>>(in, out, 4096);
  scan<<<32, 128>>>(d);
  cub::DeviceReduce::Sum(tmp, bytes, in, out, 4096);
  cudaMalloc(&tmp, bytes);
  cub::DeviceReduce::Sum(tmp, bytes, in, out, 4096);
  printf("%f\n", cub::Traits<float>::Lowest());
}
