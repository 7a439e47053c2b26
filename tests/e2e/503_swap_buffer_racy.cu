// The buffer is flipped but each step reads and writes the same half:
// thread t reads temp[pout * n + t - offset], which thread t - offset
// writes in the same step.
//@ args: --blockDim=256 --gridDim=1
//@ exit: 1
//@ expect: race on temp[
//@ expect-not: verified
__global__ void scan(float *out, const float *in, int n) {
  __requires(n == 256);
  __shared__ float temp[2 * 256];
  int t = threadIdx.x;
  int pout = 0;
  temp[pout * n + t] = t > 0 ? in[t - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    if (t >= offset)
      temp[pout * n + t] = temp[pout * n + t] + temp[pout * n + t - offset];
    __syncthreads();
  }
  out[t] = temp[pout * n + t];
}
