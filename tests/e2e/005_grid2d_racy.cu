// 2-D launch with the row stride wrongly taken as blockDim.x instead of the
// grid width: (col 16, row 0) and (col 0, row 1) hit the same element.
//@ args: --blockDim=16,16 --gridDim=2,2
//@ exit: 1
//@ expect: race on img[
//@ expect-re: kernel 'brighten\(unsigned char\*, int\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'brighten\(unsigned char\*, int\)' .*: verified
//@ expect-re: \.cu:(12:33|12:31):
__global__ void brighten(unsigned char *img, int delta) {
  unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  img[row * blockDim.x + col] = img[row * blockDim.x + col] + delta; // <- race
}
