// The user's invariant says a logged write of S is at an element == tid
// (mod 128); it is inductive only with i even, which the step of 2 keeps.
// In a loop with user invariants tandem proposes few shapes of its own,
// but the lattice of a constant power-of-two step is one of them.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'rows\(const float\*\)' \(.*\): verified
//@ expect-not: might not
//@ expect-not: race on
__global__ void rows(const float *in) {
  __shared__ float S[18 * 64];
  unsigned r = threadIdx.x / 64, c = threadIdx.x % 64;
  for (int i = 0;
       __invariant(__write_implies(S, __write_offset_bytes(S) / sizeof(float) % 128 == threadIdx.x)),
       i < 16; i += 2)
    S[(i + r) * 64 + c] = in[(i + r) * 64 + c];
}
