//@ args: --blockDim=256 --gridDim=1
//@ exit: 0
// The double-buffered naive scan (GPU Gems 3, ch. 39, first version) with
// no annotations: `pout = 1 - pout` flips the buffers, `offset` doubles
// while below n. tandem infers pout in {0, 1}, offset a power of two and
// offset <= n (invariants/candidates.c).
__global__ void scan_pingpong(float *out, const float *in, int n) {
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
