// A __shared__ counter indexing a global array: every block has its own
// counter, so threads of different blocks get the same slots of `out`.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: (threads in different blocks)
//@ expect-re: 053_shared_counter_racy\.cu:17:15:
__global__ void bucket(const int *in, int *out) {
  __shared__ unsigned fill;
  unsigned t = threadIdx.x;
  if (t == 0)
    fill = 0;
  __syncthreads();
  int v = in[blockIdx.x * blockDim.x + t];
  if (v & 1) {
    unsigned slot = atomicAdd(&fill, 1u);
    out[slot] = v; // <- race
  }
}
