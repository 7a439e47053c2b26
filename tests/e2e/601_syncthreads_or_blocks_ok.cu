// Several blocks: each block's threads agree on the result (the barrier
// check concerns one block), though two blocks may not.
// __syncthreads_or gives every thread of the block the same result, so a
// loop on it is left by all threads together: no barrier divergence. And
// __syncthreads_and is 0 for a thread whose own predicate is 0.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'spin\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: barrier divergence
__global__ void spin(const int *data, int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  int flag = data[t] > 0;
  while (__syncthreads_or(flag)) {
    s[t] = flag;
    __syncthreads();
    flag = s[(t + 1) % 64] > 1;
    __syncthreads();
  }
  int all = __syncthreads_and(t != 5);
  __assert(t != 5 || all == 0);
  __assert(__syncthreads_count(1) != 0);
  out[blockIdx.x * 64 + t] = all;
}
