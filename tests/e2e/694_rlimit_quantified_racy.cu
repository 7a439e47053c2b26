// A kernel whose program updates a map (the by-value struct's copy), so
// Boogie adds its quantified map axioms and z3 answers "unknown" ("incomplete
// quantifiers") for the counterexample it cannot confirm. Under --rlimit
// tandem cannot tell that answer from a query past the limit in Boogie's
// prover log: the race is reported, with a note that it may be spurious.
//@ args: --blockDim=32 --gridDim=1 --rlimit=50000000
//@ exit: 1
//@ expect: write-write race on dst[
//@ expect: note: z3 answered "unknown" to 1 query (with quantifiers
//@ expect-not: gave up
struct span { int first; int count; };

__global__ void shifted(int *dst, struct span s) {
  unsigned t = threadIdx.x;
  if (t == 3) s.first -= 1; // thread 3 moves its own copy onto thread 2's slot
  dst[t + s.first] = 7 * (int)t; // <- race
}
