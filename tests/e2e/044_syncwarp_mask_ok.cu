// A partial mask: only lanes 0-15 exchange, and only they synchronise.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'half\(int\*\)' \(.*\): verified
__global__ void half(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  if (lane < 16) {
    s[lane] = lane;
    __syncwarp(0x0000ffff);
    out[lane] = s[15 - lane];
  }
}
