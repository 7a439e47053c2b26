// Bounded search after a time-out (docs/encodings.md §30). The proof needs
// the hash to be injective across iterations (see 208_solver_timeout) and
// runs out of z3 units; the race between threads that differ only in
// threadIdx.y is in the first iteration already. The search that follows
// (first iteration of every loop unwound, no invariants, first answer only)
// finds it: a defect (exit 1), with a note that the proof did not finish.
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=2000000 --timeout=120
//@ exit: 1
//@ expect: write-write race on rows[
//@ expect: in iteration 1 of the loop at line
//@ expect: the proof did not finish (solver reached the resource limit of 2000000 units
//@ expect: found by the bounded search that followed (the first iteration of every loop unwound
//@ expect-not: verified
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_rows(unsigned *table, int *rows, int n) {
  for (int i = 0; i < n; i++) {
    unsigned x = threadIdx.x + i * blockDim.x;
    x = round(x, 0x2545F491u);
    x = round(x, 0x9E3779B1u);
    x = round(x, 0x85EBCA6Bu);
    x = round(x, 0xC2B2AE35u);
    x = round(x, 0x27D4EB2Fu);
    x = round(x, 0x165667B1u);
    table[x] = threadIdx.x;
    rows[i * blockDim.x + threadIdx.x] = threadIdx.y; // <- threads (x,0) and (x,1) race here
  }
}
