// The usual carving of dynamic shared memory: one extern __shared__ byte
// array, a float array of n elements at its start and an int array after
// it. With n >= blockDim.x the two parts do not overlap, and the barrier
// orders the writes before the neighbour reads: race-free. A second
// extern array (`alias`) names the same memory and is only read after the
// barrier.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'carve\(float\*, int\*, int\*, unsigned int\)' .*: verified
__global__ void carve(float *out, int *out2, int *out3, unsigned n) {
  __requires(n >= blockDim.x);
  extern __shared__ char smem[];
  extern __shared__ int alias[];
  float *a = (float *)smem;
  int *b = (int *)&a[n];
  unsigned t = threadIdx.x;
  a[t] = 1.0f;
  b[t] = 2;
  __syncthreads();
  out[t] = a[(t + 1) % blockDim.x];
  out2[t] = b[(t + 1) % blockDim.x];
  out3[t] = alias[t];
}
