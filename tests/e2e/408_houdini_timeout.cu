// Inconclusive, never races: the loop's invariants come from Houdini,
// whose query here needs far more than --timeout=1. Houdini drops every
// candidate of a query that timed out; the race checks that followed
// without them used to report races that are not there (issue 16).
// (The hash is injective on a block's thread ids: see 208_solver_timeout.)
//@ args: --gridDim=1 --timeout=1
//@ exit: 3
//@ expect: inconclusive (solver timed out after 1 s
//@ expect-not: race on
//@ expect-not: verified
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter(unsigned *table, int n) {
  for (int i = 0; i < n; i++) {
    unsigned x = threadIdx.x + i * blockDim.x;
    x = round(x, 0x2545F491u);
    x = round(x, 0x9E3779B1u);
    x = round(x, 0x85EBCA6Bu);
    x = round(x, 0xC2B2AE35u);
    x = round(x, 0x27D4EB2Fu);
    x = round(x, 0x165667B1u);
    table[x] = threadIdx.x;
  }
}
