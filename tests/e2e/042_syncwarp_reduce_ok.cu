// Warp-level tree sum in shared memory under independent thread scheduling:
// __syncwarp() separates each step's reads from its writes, and the writes
// from the next step's reads. One warp per block.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'warp_sum\(const int\*, int\*\)' \(.*\): verified
__global__ void warp_sum(const int *in, int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = in[blockIdx.x * 32 + lane];
  __syncwarp();
  for (unsigned off = 16; __invariant(__no_read(s)), __invariant(__no_write(s)), off > 0;
       off >>= 1) {
    int v = 0;
    if (lane < off)
      v = s[lane + off];
    __syncwarp();
    if (lane < off)
      s[lane] += v;
    __syncwarp();
  }
  if (lane == 0)
    out[blockIdx.x] = s[0];
}
