// The same warp sum without the __syncwarp() between steps: lane i < off/2
// of the next step reads s[i + off/2], which lane i + off/2 has just
// written. Threads of one warp are not in lock-step (independent thread
// scheduling), so nothing orders the two.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: \.cu:17:[0-9]+:
//@ expect-re: kernel 'warp_sum\(const int\*, int\*\)' \(.*\): [0-9]+ races? found
__global__ void warp_sum(const int *in, int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = in[blockIdx.x * 32 + lane];
  __syncwarp();
  for (unsigned off = 16; off > 0; off >>= 1) {
    if (lane < off)
      s[lane] += s[lane + off];
  }
  __syncwarp();
  if (lane == 0)
    out[blockIdx.x] = s[0];
}
