// The racy twin of 1101_stride_sum_ok.cu: the loop writes out[i + 1],
// which the thread with the next global id writes as its out[i].
//@ args: --blockDim=128 --gridDim=16
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-not: verified
__global__ void stride_sum(const unsigned *in, unsigned *out, unsigned n) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned acc = 0;
  for (unsigned i = gid; i < n; i += blockDim.x * gridDim.x) {
    acc += in[i];
    out[i + (gid & 1)] = acc;
  }
}
