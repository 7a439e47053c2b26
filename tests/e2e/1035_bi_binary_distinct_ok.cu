// A binary barrier invariant (GPUVerify's __barrier_invariant_binary_N):
// every two threads hold different slots of `perm`, so the scatter through
// it after the barrier is race-free. A unary invariant could not say this
// without the formula for perm; the pair form relates the two threads.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'scatter\(int\*\)' \(.*\): verified
__global__ void scatter(int *out) {
  __shared__ int perm[64];
  __shared__ int val[64];
  perm[threadIdx.x] = (threadIdx.x * 5) & 63;
  __barrier_invariant_binary_1(perm[threadIdx.x] != perm[__other_int(threadIdx.x)],
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  val[perm[threadIdx.x]] = threadIdx.x;
}
