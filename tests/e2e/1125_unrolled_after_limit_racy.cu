// The proof after a time-out (docs/encodings.md §31): the first proof runs
// out of z3 units on the hashed loop (its slots' race needs z3 to find a
// collision of the hash), with the possible races it saw left unreported.
// The run that follows proves the kernel again with the loop of 3 unrolled
// (the hashed loop, of n iterations, stays a loop), asking for one answer
// per query, and finds the store to out of threads (x,0) and (x,1).
// --no-bounded-search: the searches would find it otherwise.
// --no-direct-proof: with it, the attempt's final query has a model, and
// asked again with its failing lines assumed it is unsatisfiable, so
// Boogie's first run checks those two lines alone and reports both races
// (the slots' collision too) within the units, before any limit
// (runner/direct.c, all_failures; 693_rlimit_houdini_gave_up_confirmed_racy).
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=5000000 --timeout=120 --no-bounded-search --no-direct-proof
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: the first proof did not finish (solver reached the resource limit of 5000000 units (--rlimit)); the run that followed, with the loops that run a constant number of times unrolled (1 loop nest), found the defect above (its first answer only: other defects may remain)
//@ expect-not: verified
__device__ unsigned scramble(unsigned x, unsigned k) {
  x = x * (x + 7u);
  x ^= x >> 9;
  return x * k;
}

__global__ void hashed_then_sum(unsigned *slots, const int *w, int *out, int n) {
  unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
  for (int i = 0; i < n; i++) {
    unsigned h = tid + i * blockDim.x * blockDim.y;
    h = scramble(h, 0x9E3779B1u);
    h = scramble(h, 0x85EBCA77u);
    h = scramble(h, 0xC2B2AE3Du);
    h = scramble(h, 0x27D4EB2Fu);
    h = scramble(h, 0x165667B1u);
    slots[h] = tid;
  }
  int s = 0;
  for (int k = 0; k < 3; k++)
    s += w[2 * k];
  out[threadIdx.x] = s + threadIdx.y;
}
