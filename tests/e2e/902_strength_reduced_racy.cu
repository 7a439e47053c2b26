// Steps by one stride instead of two: thread g's second pair starts at
// 2g + stride, which is thread (g + stride / 2)'s first.
//@ args: --blockDim=256 --gridDim=64
//@ exit: 1
//@ expect: race on a[
//@ expect-not: verified
__global__ void pairs(float *a, int n) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int j = gid * 2; j + 1 < n; j += stride) {
    a[j] = 0.0f;
    a[j + 1] = a[j + 1] * 2.0f;
  }
}
