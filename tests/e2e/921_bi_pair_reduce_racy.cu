// The same step with overlapping pairs (pos[t] = t): thread t reads
// s[t + 1], which thread t + 1 writes.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 1
//@ expect: race on s[
//@ expect-re: \.cu:16:
__global__ void pair_sum(const int *in, int *out) {
  __shared__ int s[64];
  __shared__ int pos[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  pos[t] = t;
  __barrier_invariant_1(pos[threadIdx.x] == threadIdx.x, threadIdx.x);
  __syncthreads();
  if (t < 32)
    s[pos[t]] += s[pos[t] + 1];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = s[0] + s[2];
}
