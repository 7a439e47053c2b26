// Lock-step warps of 16 (--warp-sync=16): warpSize is 16, so lane t reads
// s[t ^ 16], a lane of the other warp, without a barrier.
//@ args: --blockDim=32 --gridDim=1 --warp-sync=16
//@ exit: 1
//@ expect: race on s[
//@ expect: (inter-warp pass)
//@ expect-not-re: kernel 'mirror\(int\*\)' .*: verified
__global__ void mirror(int *out) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  s[t] = t;
  out[t] = s[t ^ warpSize];
}
