// Block-scoped and device-scoped atomics on one word from a single block:
// every scope covers the pair.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'mixed\(int\*\)' \(.*\): verified
__global__ void mixed(int *flags) {
  if (threadIdx.x < 16)
    atomicOr_block(&flags[0], 1);
  else
    atomicOr(&flags[0], 2);
}
