//@ args: --blockDim=256 --gridDim=64 --warp-sync=32
//@ exit: 0
// Pre-Volta block reduction: a barrier-synchronised tree down to 64
// partial sums, then the last warp finishes without barriers, relying on
// lock-step warps (--warp-sync=32). `make bench` also runs it with each
// warp method and shows both times side by side.
__global__ void warp_reduce(const int *in, int *out) {
  volatile __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned k = 128; __invariant(__no_read(s)), __invariant(__no_write(s)), k > 32; k >>= 1) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t < 32) {
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
