// After a time-out, the direct attempt's counterexample is confirmed by
// Boogie with the model's constants pinned first (docs/encodings.md §29,
// confirm_direct). table[x] is race-free only because the hash is a
// bijection, which z3 cannot show within the units, so Boogie's own run
// gives up. Thread 0 writes out[slot]; every other thread writes at a
// product of its hash and `key`. tandem's own query finds a model
// (threads, key, slot); Boogie, asked for that one check with those
// values fixed as axioms, reports it (0.4 s), with the model's parameters
// in the report.
//@ args: --gridDim=1 --blockDim=1024 --rlimit=3000000 --timeout=120
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: with that counterexample's thread ids, sizes and parameters fixed
//@ expect: note: parameters: key =
//@ expect-not: race on table
//@ expect-not: verified
__device__ unsigned churn(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_keyed(unsigned *table, unsigned *out, unsigned key, unsigned slot) {
  unsigned x = threadIdx.x;
  x = churn(x, 0x2545F491u);
  x = churn(x, 0x9E3779B1u);
  x = churn(x, 0x85EBCA6Bu);
  x = churn(x, 0xC2B2AE35u);
  x = churn(x, 0x27D4EB2Fu);
  x = churn(x, 0x165667B1u);
  table[x] = threadIdx.x;
  if (threadIdx.x == 0)
    out[slot] = 1;
  else
    out[(x ^ key) * (key | 1)] = 2;
}
