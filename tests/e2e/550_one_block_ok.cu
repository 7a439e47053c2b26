// Host-guided (issue 11): the kernel indexes by threadIdx.x only, which is
// race-free only because main() launches it with one block. No flags: the
// launch <<<1, 256>>> comes from the host code.
//@ exit: 0
//@ expect-re: kernel 'scale\(float\*, float\)' \(.*\): verified
//@ expect: note: launch at 550_one_block_ok.cu:21: <<<1, 256>>>
//@ expect: launches from other files are not considered
#include <stdio.h>

__global__ void scale(float *data, float f) {
  __shared__ float tile[256];
  tile[threadIdx.x] = data[threadIdx.x] * f;
  __syncthreads();
  data[threadIdx.x] = tile[255 - threadIdx.x];
}

int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  int threads = 256;
  scale<<<1, threads>>>(d, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
