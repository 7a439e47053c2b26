// A named barrier for 64 of the block's 128 threads: it can complete once
// for warps 0-1 and once for warps 2-3, so it does not order thread 0's
// read of s[64] after thread 64's write (it is no __syncthreads()).
//@ args: --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: race on s[
//@ expect-not-re: kernel 'halves\(int\*\)' .*: verified
__global__ void halves(int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = t;
  __barrier_sync_count(1, 64);
  out[t] = s[t ^ 64];
}
