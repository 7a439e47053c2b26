// A loop-free kernel whose proof runs out of z3 units while Boogie lists
// its errors: the errors come beside an answer z3 gave up on, so none is
// trusted ("possible defects not reported"). The search that follows asks
// for the first counterexample alone, whose answer is the run's outcome:
// the race on *last is reported (exit 1). Without the direct attempt: its
// counterexample would be confirmed first (1146_direct_counterexample_racy).
//@ args: --gridDim=1 --rlimit=3000000 --timeout=120 --no-direct-proof
//@ exit: 1
//@ expect: write-write race on last[0]
//@ expect: the defect above was found by the search that followed for a first counterexample
//@ expect-not: verified
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter(unsigned *table, int *last) {
  unsigned x = threadIdx.x;
  x = round(x, 0x2545F491u);
  x = round(x, 0x9E3779B1u);
  x = round(x, 0x85EBCA6Bu);
  x = round(x, 0xC2B2AE35u);
  x = round(x, 0x27D4EB2Fu);
  x = round(x, 0x165667B1u);
  table[x] = threadIdx.x;
  *last = threadIdx.x; // <- every thread writes here
}
