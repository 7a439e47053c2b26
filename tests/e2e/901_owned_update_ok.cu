// Each thread owns element t ^ 25 of s (a permutation of 0..63) and
// updates it in a loop; after the barrier it reads another one. The
// access invariant "a logged access of s was at (t ^ 25)" comes from the
// kernel's own index expression, and "no log of the read after the loop"
// from the sites that can run before the loop head.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'owned[('].*: verified
__global__ void owned(int *out, const int *in, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t ^ 25] = 0;
  for (int i = 0; i < n; i++)
    s[t ^ 25] += i * in[i];
  __syncthreads();
  out[blockIdx.x * 64 + t] = s[63 - t];
}
