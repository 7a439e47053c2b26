// Hillis-Steele scan updating in place without the barrier between the
// read of the partner value and the update.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: read-write race on buf[
//@ expect-re: kernel 'scan\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'scan\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(18:19|18:16):
__global__ void scan(const int *in, int *out) {
  __shared__ int buf[128];
  unsigned tid = threadIdx.x;
  buf[tid] = in[tid];
  __syncthreads();
  for (unsigned offset = 1;
       __invariant(__no_read(buf)), __invariant(__no_write(buf)), offset < blockDim.x;
       offset *= 2) {
    if (tid >= offset)
      buf[tid] += buf[tid - offset]; // <- race
    __syncthreads();
  }
  out[tid] = buf[tid];
}
