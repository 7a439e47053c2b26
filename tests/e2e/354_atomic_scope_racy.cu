// atomicAdd_block is atomic only within one block: two blocks adding to one
// global counter with it race with each other.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: atomic-atomic race on total[0] (insufficient atomic scope: atomicAdd_block is block-scoped)
//@ expect: (threads in different blocks)
//@ expect-re: 354_atomic_scope_racy\.cu:14:5: error: atomic-atomic race
//@ expect-not-re: kernel 'sum\(const int\*, int\*, int\*\)' .*: verified
__global__ void sum(const int *in, int *total, int *per_block) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  // a per-block counter: block scope is enough
  atomicAdd_block(&per_block[blockIdx.x], in[i]);
  if (in[i] > 0)
    atomicAdd_block(total, 1); // <- race: every block adds here
}
