// The twin of 633_counter_bound_down_ok.cu with 65 threads a block: they pop
// 64..0, so a block's last thread writes out[b*64 - 1], the previous
// block's slot.
//@ args: --blockDim=65 --gridDim=32 -v
//@ exit: 1
//@ expect: 'top': reset to 64 before its atomics, so its values lie within 65 below it
//@ expect: write-write race on out[
//@ expect: (threads in different blocks)
__global__ void pop(const int *in, int *out) {
  __shared__ int top;
  if (threadIdx.x == 0)
    top = 64;
  __syncthreads();
  int v = in[blockIdx.x * 64 + threadIdx.x];
  if (v != 0) {
    int i = atomicSub(&top, 1);
    out[blockIdx.x * 64 + i - 1] = v; // <- race
  }
}
