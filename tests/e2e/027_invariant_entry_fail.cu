// A loop invariant that is false on entry for thread 0 (i starts at t).
// Assumed at the loop head afterwards, the false invariant also lets a race
// through, which the unwinding re-check calls possibly spurious.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: loop invariant might not hold
//@ expect-not-re: kernel 'odd_invariant\(int\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:12:8:
//@ expect-not: the defect at 027_invariant_entry_fail.cu:12:8 is
__global__ void odd_invariant(int *A, unsigned n) {
  for (unsigned i = threadIdx.x;
       __invariant(i % 2 == 1), // <- defect
       i < n; i += blockDim.x)
    A[i] = 0;
}
