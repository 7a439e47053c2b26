// A per-block queue: a __shared__ counter hands out slots of a __shared__
// buffer. Each block has its own copy of both, so slots are unique where
// it matters.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'bucket\(const int\*, int\*\)' \(.*\): verified
__global__ void bucket(const int *in, int *out) {
  __shared__ unsigned fill;
  __shared__ int buf[256];
  unsigned t = threadIdx.x;
  if (t == 0)
    fill = 0;
  __syncthreads();
  int v = in[blockIdx.x * blockDim.x + t];
  if (v & 1) {
    unsigned slot = atomicAdd(&fill, 1u);
    buf[slot] = v;
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = t < fill ? buf[t] : 0;
}
