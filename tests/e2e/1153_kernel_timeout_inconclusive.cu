// The kernel's time budget (--kernel-timeout, runner/driver.c): with
// --timeout=2 its first run may take up to 2 s a query, and this kernel's
// Houdini query runs out of time (the hash below is injective on a block's
// thread ids, which z3 needs far longer to show). Without a budget, the
// time-out leads to further runs: the unrolled proof, the search for a
// first counterexample, the bounded search of the first iteration, each
// with the full --timeout. With a budget of 2 s, the first run gets a
// quarter of it as its --timeout (1 s at least), its direct attempt about
// a second, and Boogie's Houdini run what is left of the budget, not its
// usual 2 x --timeout + 30 s: it is stopped then, and no further run
// starts. The kernel is inconclusive, with a note saying why.
//@ args: --gridDim=1 --timeout=2 --kernel-timeout=2
//@ exit: 3
//@ expect-re: inconclusive \(solver did not finish: Boogie stopped after 1 s, when the kernel's solver time \(2 s, --kernel-timeout\) was spent\)
//@ expect: note: the kernel's solver time, 2 s in all, is spent (--kernel-timeout): the further checks it would have had were not run
//@ expect-not: bounded search of the first iteration
//@ expect-not: race on
//@ expect-not: verified
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 9;
  return x * k;
}

__global__ void bins(unsigned *table, int n) {
  unsigned h = threadIdx.x;
  for (int i = 0; i < n; i++) {
    h = mix(h, 0x9E3779B1u);
    h = mix(h, 0x2545F491u);
  }
  table[h] = threadIdx.x;
}
