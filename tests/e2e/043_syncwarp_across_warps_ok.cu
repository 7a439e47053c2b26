// The same exchange inside one warp only: lane t reads what lane 31 - t of
// its own warp wrote, after __syncwarp().
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'rotate\(int\*\)' \(.*\): verified
__global__ void rotate(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncwarp();
  unsigned warp = t / 32, lane = t % 32;
  out[t] = s[warp * 32 + (31 - lane)];
}
