// The loop updates element (t ^ 25) & 31: threads t and t ^ 32 share it.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on s[
//@ expect: 901_owned_update_racy.cu:13:
//@ expect: is confirmed by unwinding: the first 2 iterations of every loop reach it without loop invariants
//@ expect-not: verified
__global__ void owned(int *out, const int *in, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t ^ 25] = 0;
  for (int i = 0; i < n; i++)
    s[(t ^ 25) & 31] += i * in[i];
  __syncthreads();
  out[blockIdx.x * 64 + t] = s[63 - t];
}
