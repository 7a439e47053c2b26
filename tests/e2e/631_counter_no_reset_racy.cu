// The kernel of 630_counter_bound_ok.cu without the reset: shared memory
// starts uninitialised, so the counter's values are not bounded and blocks
// may write each other's slots.
//@ args: --blockDim=64 --gridDim=8 -v
//@ exit: 1
//@ expect: 'fill': no bound on its values
//@ expect: write-write race on out[
//@ expect: (threads in different blocks)
__global__ void compact(const int *in, int *out) {
  __shared__ unsigned fill;
  int v = in[blockIdx.x * 64 + threadIdx.x];
  if (v > 0) {
    unsigned i = atomicAdd(&fill, 1u);
    out[blockIdx.x * 64 + i] = v; // <- race
  }
}
