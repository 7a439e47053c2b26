// A switch on the thread count, one case per template instance, as in
// 1143_host_switch_block_ok.cu, but the case for 128 threads launches
// tile<64> (a copy-paste slip): its blocks of 128 threads write past their
// 64 elements, into the next block's.
//@ exit: 1
//@ expect-re: error: write-write race on out\[.*in kernel 'tile<64>
//@ expect-re: kernel 'tile<128>\(.*: verified
#include <cuda_runtime.h>
#include <stdlib.h>

template <int N> __global__ void tile(const int *in, int *out) {
  __shared__ int s[N];
  int i = blockIdx.x * N + threadIdx.x;
  s[threadIdx.x] = in[i];
  __syncthreads();
  out[i] = s[N - 1 - threadIdx.x];
}

void reverse_tiles(const int *in, int *out, int blocks, int threads) {
  switch (threads) {
  case 64:
    tile<64><<<blocks, threads>>>(in, out);
    break;
  case 128:
    tile<64><<<blocks, threads>>>(in, out);
    break;
  case 256:
    tile<128><<<blocks, threads / 2>>>(in, out);
    break;
  default:
    break;
  }
}

int main(int argc, char **argv) {
  int threads = atoi(argv[1]), blocks = 1024;
  int *in, *out;
  cudaMalloc(&in, blocks * 128 * sizeof(int));
  cudaMalloc(&out, blocks * 128 * sizeof(int));
  reverse_tiles(in, out, blocks, threads);
  cudaDeviceSynchronize();
  return 0;
}
