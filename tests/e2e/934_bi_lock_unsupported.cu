// Contents are modelled only where barriers alone order the threads: a
// kernel that also hands data over through a lock (atomicCAS / atomicExch
// with fences) keeps the refusal of its barrier invariant, with the reason.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 2
//@ expect: flags or locks
//@ expect-re: \.cu:19:
__global__ void k(int *out, int *lock, int *total) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  if (t == 0) {
    while (atomicCAS(lock, 0, 1) != 0) {}
    __threadfence();
    *total += 1;
    __threadfence();
    atomicExch(lock, 0);
  }
  a[t] = t;
  __barrier_invariant_1(a[threadIdx.x] == threadIdx.x, threadIdx.x);
  __syncthreads();
  out[blockIdx.x * 64 + a[t]] = 1;
}
