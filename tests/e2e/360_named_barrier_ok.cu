// Named barriers that every thread of the block reaches with one id (no
// count, or a count of the whole block) synchronise like __syncthreads().
//@ args: --blockDim=128 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'halves\(int\*\)' \(.*\): verified
__global__ void halves(int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = t;
  __barrier_sync_count(1, 128);
  int v = s[t ^ 64];
  __barrier_sync(2);
  s[t] = v;
  __barrier_sync(3);
  out[blockIdx.x * 128 + t] = s[127 - t];
}
