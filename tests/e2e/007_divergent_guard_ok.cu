// A bounds guard makes the first 32 threads copy s[t+1] into another array.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'shift\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void shift(const int *in, int *out) {
  __shared__ int s[65];
  __shared__ int d[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  if (t == 0) s[64] = 0;
  __syncthreads();
  if (t < 32)
    d[t] = s[t + 1];
  __syncthreads();
  out[t] = d[t % 32];
}
