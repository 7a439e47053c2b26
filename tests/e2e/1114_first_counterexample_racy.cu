// A search for a first counterexample after a time-out (docs/encodings.md
// §30, the first search). The proof's Houdini run finds the race on total
// at once, then asks z3 for more counterexamples; the last question, that
// no other check fails, needs the hash to be injective and runs out of z3
// units, so the race comes beside an answer z3 gave up on and is not
// trusted. The search that follows runs the same program, loop invariants
// inferred, with Boogie's first counterexample per query: it never needs
// that last question, and reports the race. The first-iteration search
// could not: the race is after a loop that always runs 4 times.
// (--no-direct-proof: tandem's own attempt, not what this tests, reaches
// the same limit after 30 s before Boogie runs.)
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=10000000 --timeout=120 --no-direct-proof
//@ exit: 1
//@ expect: write-write race on total[
//@ expect: thread (0,1,0) in block (0,0,0)
//@ expect-re: [0-9]+ possible defects? not reported: the solver gave up
//@ expect: the defect above was found by the search that followed for a first counterexample (Boogie's first answer per query, loop invariants inferred as for the proof)
//@ expect-not: verified
//@ expect-not: first iteration of every loop unwound
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_then_total(unsigned *table, const int *weights, int *total, int n) {
  unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
  for (int i = 0; i < n; i++) {
    unsigned x = tid + i * blockDim.x * blockDim.y;
    x = round(x, 0x2545F491u);
    x = round(x, 0x9E3779B1u);
    x = round(x, 0x85EBCA6Bu);
    x = round(x, 0xC2B2AE35u);
    x = round(x, 0x27D4EB2Fu);
    x = round(x, 0x165667B1u);
    table[x] = tid;
  }
  int s = 0;
  for (int k = 0; k < 4; k++)
    s += weights[k];
  total[threadIdx.x] = s + threadIdx.y; // <- threads (x,0) and (x,1) race here
}
