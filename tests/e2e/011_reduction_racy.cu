// Tree reduction without the barrier inside the loop: a thread of step
// k+1 reads a partial sum another thread is still writing in step k.
//@ args: --blockDim=256 --gridDim=2
//@ exit: 1
//@ expect: race on sdata[
//@ expect-re: kernel 'reduce\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'reduce\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(16:21|16:18):
__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s]; // <- race
  }
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
