// A barrier under a condition on a kernel parameter: every thread takes
// the same branch, so there is no barrier divergence.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'half\(int\*, int\)' \(.*\): verified
//@ expect-not: race on
//@ expect-not: barrier divergence
__global__ void half(int *data, int n) {
  __shared__ int s[32];
  s[threadIdx.x] = data[threadIdx.x];
  if (n > 0)
    __syncthreads();
  else
    return;
  data[threadIdx.x] = s[(threadIdx.x + 1) % 32];
}
