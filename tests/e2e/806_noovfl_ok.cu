// __add_noovfl_unsigned_int is checked not to overflow: with n bounded by
// the precondition it cannot, and the sum indexes each thread's own slot.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k[('].*: verified
__global__ void k(int *A, unsigned n) {
  __requires(n < 1000000);
  A[__add_noovfl_unsigned_int(n, threadIdx.x)] = 1;
}
