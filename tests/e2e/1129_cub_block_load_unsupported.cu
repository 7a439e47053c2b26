// CUB's BlockLoad is declared only (docs/headers.md "CUB"): a kernel that
// calls it stops with exit 2 and the member's name. So do a BlockReduce
// over a block of one warp (whether CUB synchronises there depends on its
// algorithm) and a WarpReduce over a logical warp of 24 lanes (CUB reduces
// those through shared memory). The file's other kernel gets its verdict.
//@ exit: 2
//@ expect: unsupported: call to unknown function 'BlockLoad'
//@ expect: unsupported: CUB block collective over a block of at most 32 threads
//@ expect: unsupported: CUB warp collective over a logical warp whose width is not a power of two
//@ expect-re: kernel 'copy\(.*: verified
#include <cub/cub.cuh>

__global__ void loads(const int *in, int *out) {
  typedef cub::BlockLoad<int, 128, 4> Load;
  __shared__ typename Load::TempStorage t;
  int items[4];
  Load(t).Load(in + blockIdx.x * 512, items);
  out[blockIdx.x * 128 + threadIdx.x] = items[0];
}

__global__ void one_warp(const float *in, float *out) {
  __shared__ cub::BlockReduce<float, 32>::TempStorage temp;
  float t = cub::BlockReduce<float, 32>(temp).Sum(in[blockIdx.x * 32 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = t;
}

__global__ void odd_warp(const int *in, int *out) {
  __shared__ cub::WarpReduce<int, 24>::TempStorage temp;
  int v = cub::WarpReduce<int, 24>(temp).Sum(in[blockIdx.x * 24 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}

__global__ void copy(const int *in, int *out) {
  int i = blockIdx.x * 128 + threadIdx.x;
  out[i] = in[i];
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 8192 * 4);
  cudaMalloc(&b, 8192 * 4);
  loads<<<16, 128>>>(a, b);
  copy<<<16, 128>>>(a, b);
  one_warp<<<2, 32>>>((float *)a, (float *)b);
  odd_warp<<<2, 24>>>(a, b);
  return 0;
}
