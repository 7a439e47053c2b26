// Lock-step warps of 16 (--warp-sync=16): warpSize is 16, so lane t reads
// s[t ^ 8], a lane of its own warp, which wrote in the same step. (With
// warpSize read as 32 it would read across warps and race.)
//@ args: --blockDim=32 --gridDim=1 --warp-sync=16
//@ exit: 0
//@ expect-re: kernel 'mirror\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void mirror(int *out) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  __assert(warpSize == 16);
  s[t] = t;
  out[t] = s[t ^ (warpSize / 2)];
}
