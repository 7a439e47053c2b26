// The trip count depends only on blockIdx, but the loop's counter is used
// as an index into global memory by every block: blocks 0 and 1 both write
// out[0]. Equal within a block is not equal across blocks.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-not: barrier divergence
//@ expect-not: verified
__global__ void rows(int *out, const int *in) {
  __shared__ int s[64];
  int acc = 0;
  for (int r = 0; r < blockIdx.x + 1; r++) {
    s[threadIdx.x] = in[r * 64 + threadIdx.x];
    __syncthreads();
    acc += s[(threadIdx.x + 1) % 64];
    __syncthreads();
    if (threadIdx.x == 0)
      out[r] = acc;
  }
}
