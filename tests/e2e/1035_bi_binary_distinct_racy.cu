// The same scatter with perm[t] = t / 2: two threads share a slot, so the
// binary invariant is false and is reported where it stands (the race on
// val would follow from it).
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: barrier invariant might not hold
//@ expect: :12:
__global__ void scatter(int *out) {
  __shared__ int perm[64];
  __shared__ int val[64];
  perm[threadIdx.x] = threadIdx.x / 2;
  __barrier_invariant_binary_1(perm[threadIdx.x] != perm[__other_int(threadIdx.x)],
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  val[perm[threadIdx.x]] = threadIdx.x;
}
