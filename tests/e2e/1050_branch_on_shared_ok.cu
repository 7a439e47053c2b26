// Shared values that decide branches get the equality abstraction by
// default (GPUVerify's choice for arrays that affect control flow): the
// flag thread 0 publishes is one value for the whole block, so the barriers
// under `if (more)` are reached by all threads or none; and a thread that
// reads its own element twice, with no write in between, sees one value,
// so the inner branch of `mark` is never taken. With arbitrary values per
// read (--adversarial-abstraction) both would be false alarms.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'phases\(int\*, const int\*\)' \(.*\): verified
//@ expect-re: kernel 'mark\(int\*\)' \(.*\): verified
//@ expect-not: barrier divergence
//@ expect-not: race on
__global__ void phases(int *data, const int *flags) {
  __shared__ int s[64];
  __shared__ int more;
  unsigned t = threadIdx.x, g = blockIdx.x * 64 + t;
  s[t] = data[g];
  if (t == 0)
    more = flags[blockIdx.x] > 0;
  __syncthreads();
  if (more) {
    int v = s[63 - t];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  data[g] = s[t];
}

__global__ void mark(int *data) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * 64 + t];
  __syncthreads();
  if (s[t] == 0) {
    if (s[t] != 0)
      s[(t + 1) % 64] = 1;
  }
}
