// A grid of 2^23 blocks given on the command line, the block symbolic (up
// to 1024 threads): blockIdx.x * blockDim.x + threadIdx.x wraps around in 32
// bits (block 2^22 of 1024 threads starts at 2^32 = 0), so two threads share
// a global id. The injectivity of the global id does not hold here and must
// not be stated: the race is real for such a launch.
//@ args: --gridDim=8388608
//@ exit: 1
//@ expect: race on a[
__global__ void mark(int *a) {
  if (threadIdx.y != 0 || threadIdx.z != 0)
    return;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = a[i] + 1;
}
