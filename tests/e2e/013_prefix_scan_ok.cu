// Hillis-Steele inclusive scan: read the partner value, barrier, then
// update, barrier.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'scan\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void scan(const int *in, int *out) {
  __shared__ int buf[128];
  unsigned tid = threadIdx.x;
  buf[tid] = in[tid];
  __syncthreads();
  for (unsigned offset = 1;
       __invariant(__no_read(buf)), __invariant(__no_write(buf)), offset < blockDim.x;
       offset *= 2) {
    int add = 0;
    if (tid >= offset)
      add = buf[tid - offset];
    __syncthreads();
    buf[tid] += add;
    __syncthreads();
  }
  out[tid] = buf[tid];
}
