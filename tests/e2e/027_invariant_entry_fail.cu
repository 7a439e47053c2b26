// A loop invariant that is false on entry for thread 0 (i starts at t).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: loop invariant might not hold
//@ expect-not-re: kernel 'odd_invariant\(int\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:11:8:
//@ expect-not: confirmed by unwinding
//@ expect-not: is possible: found
__global__ void odd_invariant(int *A, unsigned n) {
  for (unsigned i = threadIdx.x;
       __invariant(i % 2 == 1), // <- defect
       i < n; i += blockDim.x)
    A[i] = 0;
}
