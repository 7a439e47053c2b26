// The "permutation" maps two threads to one slot: the barrier invariant is
// true (and verified), and with it tandem finds the race on val.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 1
//@ expect: race on val[
//@ expect-not: barrier invariant might not hold
//@ expect-re: \.cu:15:
__global__ void scatter(int *out) {
  __shared__ int perm[64];
  __shared__ int val[64];
  unsigned t = threadIdx.x;
  perm[t] = t / 2;
  __barrier_invariant_1(perm[threadIdx.x] == threadIdx.x / 2, threadIdx.x);
  __syncthreads();
  val[perm[t]] = t;
  __syncthreads();
  out[blockIdx.x * 64 + t] = val[t];
}
