// One step of a tree reduction whose operand positions come from a table
// in shared memory: thread t < 32 adds s[pos[t] + 1] into s[pos[t]].
// Without the barrier invariant the positions read as arbitrary values and
// the step looks racy.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'pair_sum\(const int\*, int\*\)' \(.*\): verified
__global__ void pair_sum(const int *in, int *out) {
  __shared__ int s[64];
  __shared__ int pos[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  pos[t] = 2 * t;
  __barrier_invariant_1(pos[threadIdx.x] == 2 * threadIdx.x, threadIdx.x);
  __syncthreads();
  if (t < 32)
    s[pos[t]] += s[pos[t] + 1];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = s[0] + s[2];
}
