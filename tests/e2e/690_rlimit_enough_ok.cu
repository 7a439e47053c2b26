// The kernel of 690_rlimit_exhausted_inconclusive.cu with enough resource
// units per query: verified, as without --rlimit.
//@ args: --blockDim=128 --gridDim=1 --rlimit=50000000
//@ exit: 0
//@ expect-re: kernel 'halving_sum[('].*: verified
__global__ void halving_sum(int *data) {
  __shared__ int part[128];
  unsigned t = threadIdx.x;
  part[t] = data[t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s];
    __syncthreads();
  }
  if (t == 0)
    data[0] = part[0];
}
