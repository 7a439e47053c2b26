// Only thread 0 of each block writes out[blockIdx.x].
//@ args: --blockDim=32 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'last_thread\(unsigned int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void last_thread(unsigned *out) {
  if (threadIdx.x == 0)
    out[blockIdx.x] = blockDim.x - 1;
}
