// One __syncwarp call site, two masks, each half reading only within its
// own half: every pair that exchanges data is in both masks.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'halves\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void halves(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  s[lane] = lane;
  __syncwarp(mask);
  out[lane] = s[lane ^ 1];
}
