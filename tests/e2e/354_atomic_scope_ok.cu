// Block-scoped atomics on a location only one block touches, and a
// device-scoped atomic for the counter every block shares.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'sum\(const int\*, int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void sum(const int *in, int *total, int *per_block) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(&per_block[blockIdx.x], in[i]);
  if (in[i] > 0)
    atomicAdd(total, 1);
}
