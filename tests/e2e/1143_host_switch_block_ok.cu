// The samples' way of launching a template instance per block size: a
// switch on the thread count, one case per instance. tile<N> reverses N
// elements per block through shared memory, race-free when its blocks have
// at most N threads; each case launches the instance of its own size, which
// tandem must take from the switch (threads == N on the path of the case).
//@ exit: 0
//@ expect-re: kernel 'tile<64>\(.*: verified
//@ expect-re: kernel 'tile<128>\(.*: verified
//@ expect: on the path: v0 == 128
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
    tile<128><<<blocks, threads>>>(in, out);
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
