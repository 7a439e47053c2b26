//@ exit: 0
// Whole program: gamma correction of a w x h image on a 2-D grid of
// 16x16 blocks (a Full HD frame); cmath, cassert, cstdlib.
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>

__global__ void gamma_correct(const float *in, float *out, int w, int h, float g) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = powf(in[y * w + x], g);
}

int main() {
  const int w = 1920, h = 1080;
  assert(w % 16 == 0);
  size_t bytes = (size_t)w * h * sizeof(float);
  float *img = (float *)malloc(bytes);
  for (int i = 0; i < w * h; i++)
    img[i] = (float)(i % 256) / 255.0f;
  float *din, *dout;
  cudaMalloc(&din, bytes);
  cudaMalloc(&dout, bytes);
  cudaMemcpy(din, img, bytes, cudaMemcpyHostToDevice);
  dim3 block(16, 16);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  gamma_correct<<<grid, block>>>(din, dout, w, h, 2.2f);
  cudaMemcpy(img, dout, bytes, cudaMemcpyDeviceToHost);
  printf("%f %f\n", img[0], sqrtf(img[w * h - 1]));
  cudaFree(din);
  cudaFree(dout);
  free(img);
  return 0;
}
