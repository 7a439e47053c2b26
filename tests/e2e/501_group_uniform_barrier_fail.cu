// The trip count depends on blockIdx and on threadIdx: threads of one
// block leave the loop at different iterations and the barrier in it is
// reached by some of them only.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: barrier divergence in kernel 'rows(int*, const int*)'
//@ expect-not: verified
__global__ void rows(int *out, const int *in) {
  __shared__ int s[64];
  int acc = 0;
  for (int r = 0; r < blockIdx.x + threadIdx.x % 2; r++) {
    s[threadIdx.x] = in[r * 64 + threadIdx.x];
    __syncthreads();
    acc += s[(threadIdx.x + 1) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}
