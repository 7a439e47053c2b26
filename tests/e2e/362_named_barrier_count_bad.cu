// A named barrier's thread count must be a multiple of the warp size.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: not a multiple of 32
//@ expect: 362_named_barrier_count_bad.cu:9
__global__ void odd(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = 1;
  __barrier_sync_count(1, 48);
  out[threadIdx.x] = s[63 - threadIdx.x];
}
