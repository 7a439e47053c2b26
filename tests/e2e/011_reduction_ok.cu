// Tree reduction in shared memory with a barrier after every step.
// At the loop head every barrier interval has just ended, so nothing has
// been read or written yet in the current interval.
//@ args: --blockDim=256 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'reduce\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2;
       __invariant(__no_read(sdata)), __invariant(__no_write(sdata)), s > 0;
       s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
