// A barrier invariant that does not hold is reported at its line.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: barrier invariant might not hold
//@ expect-re: \.cu:11:[0-9]+: .*barrier invariant might not hold
//@ expect-not: verified
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = t;
  __barrier_invariant_1(a[threadIdx.x] == threadIdx.x + 1, threadIdx.x);
  __syncthreads();
  out[blockIdx.x * 64 + t] = a[63 - t];
}
