//@ args: --blockDim=256 --gridDim=64
//@ exit: 0
// Grid-stride loop over pairs with a strength-reduced counter
// (j = 2 * gid; j += 2 * stride), no annotations.
__global__ void pairs(float *a, int n) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int j = gid * 2; j + 1 < n; j += 2 * stride) {
    a[j] = 0.0f;
    a[j + 1] = a[j + 1] * 2.0f;
  }
}
