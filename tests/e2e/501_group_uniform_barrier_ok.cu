// A barrier under a condition on the block's own counter value: every
// thread of the block takes the same branch in every iteration.
//@ args: --blockDim=32 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'odd_rounds\(int\*\)' \(.*\): verified
//@ expect-not: barrier divergence
__global__ void odd_rounds(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  int acc = 0;
  for (int r = 0; r < 2 * blockIdx.x; r++) {
    if ((r + blockIdx.x) & 1)
      __syncthreads();
    acc += r;
  }
  __syncthreads();
  out[blockIdx.x * 32 + threadIdx.x] = acc + s[(threadIdx.x + 1) % 32];
}
