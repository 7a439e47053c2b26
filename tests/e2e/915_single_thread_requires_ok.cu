// A launch of one thread has no pair of threads: it cannot race whatever
// its preconditions say, so "verified" stands without a vacuity probe.
//@ args: --blockDim=1 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'alone\(int\*, int\)' \(.*\): verified
//@ expect-not: vacuous
__global__ void alone(int *A, int n) {
  __requires(n > 0);
  A[0] = n;
}
