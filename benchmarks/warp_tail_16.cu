//@ args: --blockDim=64 --gridDim=16 --warp-sync=16
//@ exit: 1
// The 32-wide warp-synchronous reduction tail run on 16-wide warps: the
// step s[t] += s[t + 16] now crosses two warps, which lock-step does not
// order, so it races.
__global__ void warp_tail_16(const int *in, int *out) {
  volatile __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  if (t < 32) {
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
