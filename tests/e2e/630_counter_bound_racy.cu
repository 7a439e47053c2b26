// The twin of 630_counter_bound_ok.cu with a stride of 32: each block's 64
// values 0..63 reach into the next block's slots.
//@ args: --blockDim=64 -v
//@ exit: 1
//@ expect: 'fill': reset to 0 before its atomics, so its values lie within 64 above it
//@ expect: write-write race on out[
//@ expect: (threads in different blocks)
//@ expect-re: 630_counter_bound_racy\.cu:17:30:
__global__ void compact(const int *in, int *out) {
  __shared__ unsigned fill;
  if (threadIdx.x == 0)
    fill = 0;
  __syncthreads();
  int v = in[blockIdx.x * 64 + threadIdx.x];
  if (v > 0) {
    unsigned i = atomicAdd(&fill, 1u);
    out[blockIdx.x * 32 + i] = v; // <- race
  }
}
