// --equality-abstraction is unsound for an array updated atomically (its
// contents change under other threads between any two reads): tandem keeps
// the adversarial abstraction for `total`, says so, and still verifies.
//@ args: --blockDim=64 --gridDim=4 --equality-abstraction
//@ exit: 0
//@ expect: warning: 'total' is accessed atomically
//@ expect-re: kernel 'sum_all\(const int\*, int\*\)' \(.*\): verified
__global__ void sum_all(const int *v, int *total) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(total, v[i]);
}
