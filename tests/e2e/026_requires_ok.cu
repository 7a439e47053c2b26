// Each thread writes A[t] and A[t + n]; that is race-free exactly when
// n >= blockDim.x (and t + n does not wrap), which __requires states.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'two_halves\(int\*, unsigned int\)' \(.*\): verified
//@ expect-not: race on
__global__ void two_halves(int *A, unsigned n) {
  __requires(n >= blockDim.x);
  __requires(n < 65536);
  unsigned t = threadIdx.x;
  A[t] = 1;
  A[t + n] = 2;
}
