// __array_snapshot into an array the kernel also writes: that array is no
// ghost, so its map could not hold the snapshot; refused with the reason.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 2
//@ expect: '__array_snapshot': its first array, 'g', is written by the kernel
__global__ void copy_back(int *data) {
  __shared__ int s[64];
  __shared__ int g[64];
  unsigned t = threadIdx.x;
  s[t] = data[t];
  __array_snapshot(g, s);
  g[t] = 0;
  __assert(s[t] == g[t] || g[t] == 0);
}
