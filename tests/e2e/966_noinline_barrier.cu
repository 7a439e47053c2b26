// --no-inline: a barrier inside a function with a contract is refused (its
// own check has no callers' threads to synchronise with), and so is every
// kernel that calls it: nothing is reported verified.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: 966_noinline_barrier.cu:13:3: error: unsupported: --no-inline: a barrier inside a function checked on its own
//@ expect: error: unsupported: --no-inline: call of 'stage', which cannot be checked on its own (see its report) (kernel 'k(int*)')
//@ expect-not: verified
__device__ void stage(int *s, int i) {
  __requires(__ptr_offset_bytes(s) == 0);
  __requires(i == threadIdx.x);
  s[i] = i;
  __syncthreads();
  s[63 - i] += 1;
}

__global__ void k(int *A) {
  stage(A, threadIdx.x);
}
