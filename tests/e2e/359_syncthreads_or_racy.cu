// __syncthreads_or's result is the same for the whole block, so when one
// thread's predicate holds every thread takes the branch: they all write
// s[0], with different values.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on s[0]
//@ expect-not-re: kernel 'first\(int\*\)' .*: verified
__global__ void first(int *out) {
  __shared__ int s[1];
  unsigned t = threadIdx.x;
  if (__syncthreads_or(t < 4))
    s[0] = t;
  __syncthreads();
  out[t] = s[0];
}
