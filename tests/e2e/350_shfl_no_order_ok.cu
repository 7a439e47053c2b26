// The same exchange with a __syncwarp() between the write and the read:
// that, not the shuffle, orders lane 0's write before lane 1's read.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'exchange\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void exchange(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = lane;
  int v = __shfl_sync(0xffffffffu, (int)lane, 0);
  __syncwarp();
  int w = __ballot_sync(0xffffffffu, lane > 3) + __all_sync(0xffffffffu, v) + __any_sync(0xffffffffu, v);
  out[lane] = s[lane ^ 1] + v + w;
}
