//@ args: --blockDim=128 --gridDim=32 --warp-sync=32
//@ exit: 0
// Pre-Volta warp-synchronous inclusive scan (Hillis-Steele within each
// warp, no barriers): correct only because a warp runs in lock-step, every
// thread reading its neighbour's element in the step before anyone writes.
__global__ void warp_scan(const int *in, int *out) {
  volatile __shared__ int s[128];
  unsigned t = threadIdx.x, lane = t & 31;
  s[t] = in[blockIdx.x * 128 + t];
  if (lane >= 1) s[t] += s[t - 1];
  if (lane >= 2) s[t] += s[t - 2];
  if (lane >= 4) s[t] += s[t - 4];
  if (lane >= 8) s[t] += s[t - 8];
  if (lane >= 16) s[t] += s[t - 16];
  out[blockIdx.x * 128 + t] = s[t];
}
