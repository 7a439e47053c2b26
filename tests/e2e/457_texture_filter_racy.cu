// As 457_texture_filter_ok, but the output index drops the row: threads of
// different rows write the same pixel.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: race on out[
//@ expect-not-re: kernel 'box3_row\(unsigned long long, float\*\)' .*: verified
#include <cuda_runtime.h>

__global__ void box3_row(cudaTextureObject_t tex, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

int main() {
  float *out;
  cudaMalloc(&out, 64 * sizeof(float));
  box3_row<<<dim3(4, 4), dim3(16, 16)>>>(0, out);
  return 0;
}
