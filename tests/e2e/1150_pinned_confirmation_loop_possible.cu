// The race-free side of 1150_pinned_confirmation_racy: out[slot] is written
// at a slot that a loop permutes (times 5, modulo 1024: a bijection at
// every step), which no candidate invariant states. The direct attempt's
// final query has a model through the loop cut (two threads at one slot,
// n = 0), and Boogie's pinned run reports that execution of the cut
// program; the re-check unwinding two iterations, which would not reach it,
// runs out of units beside the hashed table. So the race must be reported
// as possible, never as a certain one (docs/encodings.md §29).
//@ args: --gridDim=1 --blockDim=1024 --rlimit=5000000 --timeout=120
//@ exit: 1
//@ expect: with that counterexample's thread ids, sizes and parameters fixed
//@ expect: is possible: found in an arbitrary loop iteration, and the re-check unwinding the first 2 iterations of every loop did not finish
//@ expect-not: is confirmed by unwinding
//@ expect-not: verified
__device__ unsigned churn(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void rotate_slots(unsigned *table, unsigned *out, int n) {
  unsigned slot = threadIdx.x;
  for (int i = 0; i < n; i++)
    slot = (slot * 5u) & 1023u;
  unsigned x = threadIdx.x;
  x = churn(x, 0x2545F491u);
  x = churn(x, 0x9E3779B1u);
  x = churn(x, 0x85EBCA6Bu);
  x = churn(x, 0xC2B2AE35u);
  x = churn(x, 0x27D4EB2Fu);
  x = churn(x, 0x165667B1u);
  table[x] = threadIdx.x;
  out[slot] = threadIdx.x;
}
