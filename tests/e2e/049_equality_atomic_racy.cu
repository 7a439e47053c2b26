// The same kernel also reads `total` plainly while other threads update it
// atomically: an atomic-read race, with or without --equality-abstraction.
//@ args: --blockDim=64 --gridDim=4 --equality-abstraction
//@ exit: 1
//@ expect: warning: 'total' is accessed atomically
//@ expect: atomic-read race on total[0]
//@ expect-re: kernel 'sum_all\(const int\*, int\*, int\*\)' \(.*\): [0-9]+ races? found
__global__ void sum_all(const int *v, int *total, int *seen) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(total, v[i]);
  seen[i] = *total;
}
