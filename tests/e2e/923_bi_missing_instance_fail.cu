// The second barrier invariant is true, but not provable: b[t] was read
// from a[(t + 1) % 64], and the first invariant is only instantiated for
// the thread's own slot. tandem must report it (not assume it).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: barrier invariant might not hold
//@ expect-re: \.cu:17:[0-9]+: .*barrier invariant might not hold
__global__ void k(int *out) {
  __shared__ int a[64];
  __shared__ int b[64];
  unsigned t = threadIdx.x;
  a[t] = t;
  __barrier_invariant_1(a[threadIdx.x] == threadIdx.x, threadIdx.x);
  __syncthreads();
  b[t] = a[(t + 1) % 64];
  __syncthreads();
  __barrier_invariant_1(b[threadIdx.x] == (threadIdx.x + 1) % 64, threadIdx.x);
  __syncthreads();
  out[b[t]] = t;
}
