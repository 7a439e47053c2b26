// Two preconditions that cannot both hold: every check is proven
// vacuously (the race on A[0] included), so tandem must not say verified.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 3
//@ expect-re: kernel 'contradict\(int\*, int\)' \(.*\): inconclusive \(vacuous: no run of two distinct threads
//@ expect: note: the assumptions (__requires, __assume, __axiom, --kernel-args, launch facts) contradict each other
//@ expect-not: verified
__global__ void contradict(int *A, int n) {
  __requires(n > 4);
  __requires(n < 2);
  A[0] = n; // every thread writes A[0]
}
