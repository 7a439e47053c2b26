// A barrier invariant is instantiated for other threads: a value computed
// before it that differs between threads and is not a function of the
// thread id (here a value read before the last store) cannot be
// instantiated, as in GPUVerify.
//@ args: --blockDim=64
//@ exit: 2
//@ expect: differs between threads
//@ expect-re: \.cu:15:
__global__ void k(int *out, const int *in) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  int v = in[t];
  a[t] = v;
  out[t] = 0;
  __barrier_invariant_1(a[threadIdx.x] == v, threadIdx.x);
  __syncthreads();
  out[a[t]] = 1;
}
