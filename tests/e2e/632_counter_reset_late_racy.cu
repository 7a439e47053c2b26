// The counter is reset only after its atomics (ready for a next phase that
// never comes): the atomics start from uninitialised shared memory, so no
// bound is assumed and blocks may write each other's slots.
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
  __syncthreads();
  if (threadIdx.x == 0)
    fill = 0;
}
