// After a time-out, the direct attempt's counterexample is confirmed by
// Boogie (docs/encodings.md §29, confirm_direct). Every thread writes *last;
// table[x] is race-free only because the hash is a bijection, which z3
// cannot show within the units. Boogie's run, asked for any failing check,
// runs out of units; tandem's own query, after equality solving, finds a
// model at once, in which the check of *last fails. Boogie is then asked
// again with that check alone (the others assumed) and reports the race.
//@ args: --gridDim=1 --rlimit=3000000 --timeout=120
//@ exit: 1
//@ expect: write-write race on last[0]
//@ expect: the defect above was found by a run that checked only the assertions failing in the counterexample of tandem's direct attempt (the others assumed)
//@ expect-not: race on table
//@ expect-not: verified
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_last(unsigned *table, int *last) {
  unsigned x = threadIdx.x;
  x = mix(x, 0x2545F491u);
  x = mix(x, 0x9E3779B1u);
  x = mix(x, 0x85EBCA6Bu);
  x = mix(x, 0xC2B2AE35u);
  x = mix(x, 0x27D4EB2Fu);
  x = mix(x, 0x165667B1u);
  if (threadIdx.y == 0 && threadIdx.z == 0) // a bijection of threadIdx.x
    table[x] = threadIdx.x;
  *last = threadIdx.x; // <- every thread writes here
}
