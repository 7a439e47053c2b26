// assert() in device code next to a race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-re: kernel 'checked\(int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'checked\(int\*\)' .*: verified
//@ expect-re: \.cu:13:12:
#include <cassert>

__global__ void checked(int *A) {
  unsigned t = threadIdx.x;
  assert(t < blockDim.x);
  A[t % 8] = t; // <- race
}
