// A named barrier whose id is computed, but the same for every thread.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'split\(int\*, unsigned int\)' \(.*\): verified
__global__ void split(int *out, unsigned k) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __barrier_sync(1 + (k & 3));
  out[t] = s[63 - t];
}
