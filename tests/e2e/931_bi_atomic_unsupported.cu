// An array that is also accessed atomically has no modelled contents: a
// barrier invariant over it is refused, with the reason.
//@ args: --blockDim=64
//@ exit: 2
//@ expect: accessed atomically
//@ expect-re: \.cu:11:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  atomicAdd(&a[t], 1);
  __barrier_invariant_1(a[threadIdx.x] >= 0, threadIdx.x);
  __syncthreads();
  out[t] = a[t];
}
