// A device-scoped atomicAdd does not make another block's atomicAdd_block
// on the same word safe: each operation's scope must cover the other thread.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 1
//@ expect: atomic-atomic race on flags[0] (insufficient atomic scope:
//@ expect-not-re: kernel 'mixed\(int\*\)' .*: verified
__global__ void mixed(int *flags) {
  if (blockIdx.x == 0)
    atomicOr_block(&flags[0], 1);
  else
    atomicOr(&flags[0], 2);
}
