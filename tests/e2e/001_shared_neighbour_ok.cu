// The same rotation with __syncthreads() between the store and the
// neighbour read: race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'rotate\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void rotate(const int *in, int *out) {
  __shared__ int tile[64];
  unsigned t = threadIdx.x;
  tile[t] = in[t];
  __syncthreads();
  out[t] = tile[(t + 1) % 64];
}
