// Host-guided (issue 11): the same kernel launched with two blocks: both
// blocks write data[threadIdx.x].
//@ exit: 1
//@ expect-re: kernel 'scale\(float\*, float\)' \(.*\): [0-9]+ (race|defect)
//@ expect: race on data[
//@ expect: note: launch at 550_one_block_racy.cu:20: <<<2, 256>>>
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
  scale<<<2, threads>>>(d, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
