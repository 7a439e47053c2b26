// A grid-stride loop over pairs with a strength-reduced counter: j starts
// at 2 * gid and steps by 2 * stride, so j % (2 * stride) == 2 * gid
// (a step of 2^15 here: the low 15 bits of j never change).
//@ args: --blockDim=256 --gridDim=64
//@ exit: 0
//@ expect-re: kernel 'pairs[('].*: verified
__global__ void pairs(float *a, int n) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int j = gid * 2; j + 1 < n; j += 2 * stride) {
    a[j] = 0.0f;
    a[j + 1] = a[j + 1] * 2.0f;
  }
}
