// A barrier invariant belongs to the barrier right after it: one with a
// store in between is refused (its condition would be checked on other
// contents than the barrier sees).
//@ args: --blockDim=64
//@ exit: 2
//@ expect: must be followed by a barrier
//@ expect-re: \.cu:12:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = t;
  __barrier_invariant_1(a[threadIdx.x] == threadIdx.x, threadIdx.x);
  a[t] = 0;
  __syncthreads();
  out[a[t]] = 1;
}
