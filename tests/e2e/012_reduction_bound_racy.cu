// Off-by-one guard tid <= s: thread s writes partial[s] while thread 0
// reads partial[0 + s] in the same step.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: read-write race on partial[
//@ expect-re: kernel 'reduce\(const float\*, float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'reduce\(const float\*, float\*\)' .*: verified
//@ expect-re: \.cu:(18:22|18:37|18:20):
__global__ void reduce(const float *in, float *out) {
  __shared__ float partial[256];
  unsigned tid = threadIdx.x;
  partial[tid] = in[tid];
  partial[tid + 128] = 0.0f;
  __syncthreads();
  unsigned s = blockDim.x / 2;
  while (__invariant(__no_read(partial)), __invariant(__no_write(partial)), s > 0) {
    if (tid <= s)
      partial[tid] = partial[tid] + partial[tid + s]; // <- race
    __syncthreads();
    s = s / 2;
  }
  if (tid == 0)
    *out = partial[0];
}
