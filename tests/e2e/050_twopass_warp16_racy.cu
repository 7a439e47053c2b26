// The two-pass warp method (the default with --warp-sync) on 046_warp16_racy.cu: it must
// agree with the re-sync method there, and says which pass found a defect.
// The lock-step reduction tail needs warps of 32: with 16-wide warps
// (--warp-sync=16, AMD-style wavefront halves) the first step,
// s[t] += s[t + 16], reads the other warp's elements unsynchronised.
//@ args: --blockDim=32 --gridDim=1 --warp-sync=16
//@ exit: 1
//@ expect: read-write race on s[
//@ expect: (inter-warp pass)
//@ expect-re: \.cu:18:[0-9]+:
//@ expect-re: kernel 'warp_tail\(const int\*, int\*\)' \(.*\): [0-9]+ races? found
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
