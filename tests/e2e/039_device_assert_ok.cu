// Standard assert() from <cassert> in device code (a fact that holds).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'checked\(int\*\)' \(.*\): verified
//@ expect-not: race on
#include <cassert>

__global__ void checked(int *A) {
  unsigned t = threadIdx.x;
  assert(t < blockDim.x);
  A[t] = t;
}
