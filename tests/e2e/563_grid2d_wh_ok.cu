// Host-guided relations (issue 11): a 2-D grid computed from width and
// height, both checked to be multiples of 16: the grid covers the image
// exactly and no thread is outside.
//@ exit: 0
//@ expect-re: kernel 'clip[('].*: verified
//@ expect: <<<(width / 16, height / 16, 1), (16, 16, 1)>>>
#include <stdlib.h>

__global__ void clip(int *img, int *outside, int width, int height) {
  int x = blockIdx.x * 16 + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
  if (x >= width || y >= height)
    outside[0] = x + y;
  else
    img[threadIdx.y * 16 + threadIdx.x + 256 * (blockIdx.y * gridDim.x + blockIdx.x)] = 1;
}

int main(int argc, char **argv) {
  int width = atoi(argv[1]), height = atoi(argv[2]);
  if (width % 16 != 0 || height % 16 != 0)
    return 1;
  int *img, *out;
  cudaMalloc(&img, width * height * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  dim3 grid(width / 16, height / 16), block(16, 16);
  clip<<<grid, block>>>(img, out, width, height);
  cudaDeviceSynchronize();
  return 0;
}
