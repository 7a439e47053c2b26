// 932_bi_loop_ok.cu with a table that is no permutation (threads 2k and
// 2k + 1 get one slot): the invariant holds, and with it the race on val is
// found. (Without the second barrier the ok kernel would still be race-free:
// the next iteration's barrier orders the writes.)
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: race on val[
//@ expect-not: barrier invariant might not hold
__global__ void rot(int *out, int n) {
  __shared__ int perm[64];
  __shared__ int val[64];
  unsigned t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    perm[t] = (t / 2 + i) % 64;
    __barrier_invariant_1(perm[threadIdx.x] == (threadIdx.x / 2 + i) % 64, threadIdx.x);
    __syncthreads();
    val[perm[t]] = t;
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = val[t];
}
