// The two-pass warp method (the default with --warp-sync) on 045_warp_tail_lockstep_ok.cu: it must
// agree with the re-sync method there, and says which pass found a defect.
// The classic warp-synchronous tail of a reduction (no barrier, no
// __syncwarp, volatile shared memory): race-free when a warp of 32 threads
// runs in lock-step (pre-Volta, --warp-sync=32), racy under independent
// thread scheduling (045_warp_tail_lockstep_racy.cu, the same kernel).
//@ args: --blockDim=32 --gridDim=1 --warp-sync=32
//@ exit: 0
//@ expect-re: kernel 'warp_tail\(const int\*, int\*\)' \(.*\): verified
__global__ void warp_tail(const int *in, int *out) {
  volatile __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = 0;
  __syncthreads();
  s[t] += s[t + 16];
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
  if (t == 0)
    out[0] = s[0];
}
