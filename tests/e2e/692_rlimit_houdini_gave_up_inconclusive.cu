// A race-free kernel whose loop-invariant inference (Houdini) runs out of z3
// resource units part-way. z3 answers "unknown"; Boogie 2.4.1 does not print
// it, reads the partial answer as a counterexample, drops candidates, and
// ends with "1 error" and no time-out. tandem sees the "unknown" answers in
// Boogie's prover log: inconclusive (exit 3), naming the limit, never a race
// (before, this reported a defect on a correct kernel). Since bounds are no
// longer proposed from guards inside the body, Houdini here ends with a time-out
// rather than "1 error" (at every limit tried); the "possible defect not
// reported" path is 693_rlimit_houdini_gave_up_racy_inconclusive. The limit
// is 100000 units, not 400000, since the direct proof attempt (runner/direct.c)
// proves the kernel within 400000: both it and Boogie must run out here.
// The bounded search that follows (docs/encodings.md §30) finds nothing in
// the first iteration of every loop, which proves nothing: still exit 3.
// Since the direct attempt asks Houdini's query one check at a time when
// the whole query goes unanswered, it proves this kernel within 100000
// units (1149_split_houdini_ok): this test turns it off, to keep testing
// Boogie's side.
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=100000 --no-direct-proof
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 100000 units (--rlimit))
//@ expect: the bounded search that followed found no defect in the first iteration of every loop (not a proof)
//@ expect-not: race on
//@ expect-not: verified
#define T 16
__global__ void column_sums(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 64; base += T) {
    tile[ty][tx] = in[(blockIdx.x * 64 + base + ty) * T + tx];
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx];
    __syncthreads();
  }
  out[(blockIdx.x * T + ty) * T + tx] = acc;
}
