// 2-D launch: each thread writes element (row, col) of a row-major image
// whose width is the whole grid's width.
//@ args: --blockDim=16,16 --gridDim=2,2
//@ exit: 0
//@ expect-re: kernel 'brighten\(unsigned char\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void brighten(unsigned char *img, int delta) {
  unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned width = gridDim.x * blockDim.x;
  img[row * width + col] = img[row * width + col] + delta;
}
