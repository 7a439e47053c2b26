// A barrier invariant inside a loop: each iteration stores a rotation of
// the thread ids in a table and writes through it; the invariant states
// the table at every iteration's barrier.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'rot\(int\*, int\)' \(.*\): verified
__global__ void rot(int *out, int n) {
  __shared__ int perm[64];
  __shared__ int val[64];
  unsigned t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    perm[t] = (t + i) % 64;
    __barrier_invariant_1(perm[threadIdx.x] == (threadIdx.x + i) % 64, threadIdx.x);
    __syncthreads();
    val[perm[t]] = t;
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = val[t];
}
