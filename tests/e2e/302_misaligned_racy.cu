// An int store at byte 4t+1 of an int array claims 4-byte alignment
// (the cast to int *) but is not aligned: undefined behaviour, reported as
// a misaligned access at its line rather than assumed away.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: error: misaligned access to 'A' (its type needs 4-byte alignment)
//@ expect-re: \.cu:11:35:
//@ expect-not-re: kernel 'skew\(int\*\)' .*: verified
__global__ void skew(int *A) {
  unsigned t = threadIdx.x;
  *(int *)((char *)A + 4 * t + 1) = 1; // <- misaligned
}
