// Tree reduction written as a while loop with the correct guard tid < s.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'reduce\(const float\*, float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void reduce(const float *in, float *out) {
  __shared__ float partial[128];
  unsigned tid = threadIdx.x;
  partial[tid] = in[tid];
  __syncthreads();
  unsigned s = blockDim.x / 2;
  while (__invariant(__no_read(partial)), __invariant(__no_write(partial)), s > 0) {
    if (tid < s)
      partial[tid] = partial[tid] + partial[tid + s];
    __syncthreads();
    s = s / 2;
  }
  if (tid == 0)
    *out = partial[0];
}
