// The corrected invariant i % blockDim.x == threadIdx.x holds on entry
// and is maintained.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'odd_invariant\(int\*, unsigned int\)' \(.*\): verified
//@ expect-not: race on
//@ expect-not: loop invariant might not
__global__ void odd_invariant(int *A, unsigned n) {
  for (unsigned i = threadIdx.x;
       __invariant(i % blockDim.x == threadIdx.x),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % blockDim.x == threadIdx.x)),
       i < n; i += blockDim.x)
    A[i] = 0;
}
