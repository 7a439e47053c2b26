// A counting-down block-local stack: reset to 64 by thread 0, popped once by
// each of at most 64 threads, it hands out 64..1, so block b writes only
// out[b*64 .. b*64+63].
//@ args: --blockDim=64 --gridDim=32 -v
//@ exit: 0
//@ expect: 'top': reset to 64 before its atomics, so its values lie within 64 below it
//@ expect-re: kernel 'pop\(const int\*, int\*\)' \(.*\): verified
__global__ void pop(const int *in, int *out) {
  __shared__ int top;
  if (threadIdx.x == 0)
    top = 64;
  __syncthreads();
  int v = in[blockIdx.x * 64 + threadIdx.x];
  if (v != 0) {
    int i = atomicSub(&top, 1);
    out[blockIdx.x * 64 + i - 1] = v;
  }
}
