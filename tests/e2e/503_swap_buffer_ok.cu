// Double-buffered naive scan: pout flips between 0 and 1 each step, and
// the offset doubles from 1 while below n. No annotations: tandem must
// find pout in {0, 1}, offset a power of two, and offset <= n itself.
//@ args: --blockDim=256 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'scan\(float\*, const float\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void scan(float *out, const float *in, int n) {
  __requires(n == 256);
  __shared__ float temp[2 * 256];
  int t = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + t] = t > 0 ? in[t - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= offset)
      temp[pout * n + t] = temp[pin * n + t] + temp[pin * n + t - offset];
    else
      temp[pout * n + t] = temp[pin * n + t];
    __syncthreads();
  }
  out[t] = temp[pout * n + t];
}
