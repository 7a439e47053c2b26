// After the barrier the other threads' writes are unknown without a
// barrier invariant: the assertion about the neighbour's slot fails.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-re: \.cu:12:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = 2 * t;
  __syncthreads();
  __assert(a[(threadIdx.x + 1) % 64] == 2 * ((threadIdx.x + 1) % 64));
  out[blockIdx.x * 64 + t] = a[t];
}
