// The older SDK's shrUtils.h (a fallback header): image loading and
// comparison declared, shrRoundUp defined, so the launch computed with it
// is read from the host code. Each thread inverts its own pixel.
//@ exit: 0
//@ expect-re: kernel 'invert\(.*: verified
//@ expect-re: note: launch at .*<<<
#include "shrUtils.h"

enum { W = 1000, H = 600 }; // the kernel works on a W x H crop

__global__ void invert(const uchar4 *in, uchar4 *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x; // unsigned: no wrap to negative
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < W && y < H) {
    unsigned row = y * W;
    uchar4 p = in[row + x];
    out[row + x] = make_uchar4(255 - p.x, 255 - p.y, 255 - p.z, p.w);
  }
}

int main(int argc, char **argv) {
  unsigned int w, h;
  unsigned char *pixels = 0;
  if (!shrLoadPPM4ub(shrFindFilePath("input.ppm", argv[0]), &pixels, &w, &h))
    return 1;
  uchar4 *in, *out;
  cudaMalloc(&in, w * h * sizeof(uchar4));
  cudaMalloc(&out, w * h * sizeof(uchar4));
  size_t gx = shrRoundUp(16, W), gy = shrRoundUp(8, H);
  dim3 block(16, 8), grid((unsigned)gx / 16, (unsigned)gy / 8);
  invert<<<grid, block>>>(in, out);
  unsigned int *result = (unsigned int *)malloc(w * h * 4);
  cudaMemcpy(result, out, w * h * 4, cudaMemcpyDeviceToHost);
  shrBOOL same = shrCompareuit((unsigned int *)pixels, result, w * h, 1.0f, 0.0f);
  shrLog("%s\n", same == shrTRUE ? "PASSED" : "FAILED");
  return MIN(0, 1);
}
