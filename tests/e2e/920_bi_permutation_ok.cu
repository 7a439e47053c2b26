// A permutation stored in shared memory decides where each thread writes.
// Race freedom needs the permutation's contents: the barrier invariant
// states them, tandem checks it before the barrier and assumes it, for the
// writing thread's own slot, after.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'scatter\(int\*\)' \(.*\): verified
__global__ void scatter(int *out) {
  __shared__ int perm[64];
  __shared__ int val[64];
  unsigned t = threadIdx.x;
  perm[t] = 63 - t;
  __barrier_invariant_1(perm[threadIdx.x] == 63 - threadIdx.x, threadIdx.x);
  __syncthreads();
  val[perm[t]] = t;
  __syncthreads();
  out[blockIdx.x * 64 + t] = val[t];
}
