//@ args: --blockDim=512 --gridDim=64
//@ exit: 0
// Inclusive prefix sum of each block's 512 elements (Hillis-Steele), with
// double buffering: every step reads one half of `buf` and writes the
// other, so a step only needs the one barrier at its end.
#define N 512

__global__ void scan_hillis_steele(const float *in, float *out) {
  __shared__ float buf[2 * N];
  int tid = threadIdx.x;
  int base = blockIdx.x * N;
  int pout = 0, pin = 1;

  buf[pout * N + tid] = in[base + tid];
  __syncthreads();

  for (int offset = 1;
       __invariant(__no_read(buf)), __invariant(__no_write(buf)),
       __invariant(pout == 0 || pout == 1), __invariant(offset >= 1),
       offset < N;
       offset *= 2) {
    pout = 1 - pout; // swap the halves
    pin = 1 - pout;
    if (tid >= offset)
      buf[pout * N + tid] = buf[pin * N + tid] + buf[pin * N + tid - offset];
    else
      buf[pout * N + tid] = buf[pin * N + tid];
    __syncthreads();
  }

  out[base + tid] = buf[pout * N + tid];
}
