// The kernel of 694_rlimit_quantified_racy.cu without --rlimit: an "unknown"
// answer in a short run with quantified queries is an unconfirmed
// counterexample, not a stop (a stop takes the whole --timeout): the race is
// reported as before, with no note.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: write-write race on dst[
//@ expect-not: z3 answered "unknown"
//@ expect-not: gave up
struct span { int first; int count; };

__global__ void shifted(int *dst, struct span s) {
  unsigned t = threadIdx.x;
  if (t == 3) s.first -= 1; // thread 3 moves its own copy onto thread 2's slot
  dst[t + s.first] = 7 * (int)t; // <- race
}
