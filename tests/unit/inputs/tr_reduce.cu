struct pair { int a; float b; };
__device__ int add1(int x) { return x + 1; }
__global__ void reduce(float *in, int n, struct pair *ps) {
  __shared__ float sdata[256];
  unsigned t = threadIdx.x;
  __requires(n > 0);
  sdata[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    __invariant(s > 0);
    if (t % (2 * s) == 0) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  ps[t].b = 1.0f;
  switch (n) { case 1: n = add1(n); break; case 5: case 6: n = 2; break; default: n = 7; }
  if (t == 0) in[blockIdx.x] = sdata[0] + n;
  __assert(__no_read(in));
}
