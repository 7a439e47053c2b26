// 932_bi_loop_ok.cu without the second barrier: the next iteration's
// writes to val race with this one's (another thread's slot).
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: race on val[
__global__ void rot(int *out, int n) {
  __shared__ int perm[64];
  __shared__ int val[64];
  unsigned t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    perm[t] = (t + i) % 64;
    __barrier_invariant_1(perm[threadIdx.x] == (threadIdx.x + i) % 64, threadIdx.x);
    __syncthreads();
    val[perm[t]] = t;
  }
  __syncthreads();
  out[blockIdx.x * 64 + t] = val[t];
}
