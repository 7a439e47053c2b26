// Without the precondition n may be smaller than the block: thread t + n
// writes A[t + n] as thread t's second store.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-re: kernel 'two_halves\(int\*, unsigned int\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'two_halves\(int\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:(11:8|12:12):
__global__ void two_halves(int *A, unsigned n) {
  unsigned t = threadIdx.x;
  A[t] = 1; // <- race
  A[t + n] = 2; // <- race
}
