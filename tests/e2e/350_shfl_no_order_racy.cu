// A shuffle makes the lanes converge but orders no memory access (PTX
// memory model): lane 1's read of s[0] is unordered with lane 0's write.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: race on s[
//@ expect-re: 350_shfl_no_order_racy\.cu:1[45]:[0-9]+: error: (read-write|write-read) race on s\[
//@ expect-not-re: kernel 'exchange\(int\*\)' .*: verified
__global__ void exchange(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = lane;
  int v = __shfl_sync(0xffffffffu, (int)lane, 0);
  int w = __ballot_sync(0xffffffffu, lane > 3) + __all_sync(0xffffffffu, v) + __any_sync(0xffffffffu, v);
  out[lane] = s[lane ^ 1] + v + w;
}
