// Host-guided relations (issue 11), racy twin of 563_grid2d_wh_ok: the
// grid rounds width and height up, so threads past the edge all write
// outside[0].
//@ exit: 1
//@ expect: write-write race on outside[0]
//@ expect: <<<((width + 15) / 16, (height + 15) / 16, 1), (16, 16, 1)>>>
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
  if (width < 1 || height < 1)
    return 1;
  int *img, *out;
  cudaMalloc(&img, width * height * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  dim3 grid((width + 15) / 16, (height + 15) / 16), block(16, 16);
  clip<<<grid, block>>>(img, out, width, height);
  cudaDeviceSynchronize();
  return 0;
}
