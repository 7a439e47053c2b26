// __activemask() is whatever set of lanes happens to be active: it contains
// the calling lane and nothing else is certain, so __syncwarp(__activemask())
// need not synchronise lane 0 with lane 1.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 1
//@ expect: race on s[
//@ expect-not-re: kernel 'gather\(int\*\)' .*: verified
__global__ void gather(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = lane;
  __syncwarp(__activemask());
  out[blockIdx.x * 32 + lane] = s[lane ^ 1];
}
