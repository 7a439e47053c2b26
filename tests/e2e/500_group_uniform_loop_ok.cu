// A loop whose trip count depends only on blockIdx, with barriers inside:
// the two threads of one block agree on every iteration, so there is no
// barrier divergence (threads of different blocks need not agree, and need
// not: barriers synchronise one block).
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'rows\(int\*, const int\*\)' \(.*\): verified
//@ expect-not: barrier divergence
//@ expect-not: race on
__global__ void rows(int *out, const int *in) {
  __shared__ int s[64];
  int acc = 0;
  for (int r = 0; r < blockIdx.x + 1; r++) {
    s[threadIdx.x] = in[r * 64 + threadIdx.x];
    __syncthreads();
    acc += s[(threadIdx.x + 1) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}
