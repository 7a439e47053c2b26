// The kernel of 1148_split_checks_ok with a third of the z3 units: asked one at
// a time, only the first table's check is proved. The kernel stays
// inconclusive, and the report names the two checks nobody decided, each
// at its line (driver.c, explain_time_out).
//@ args: --gridDim=1 --rlimit=4000000
//@ exit: 3
//@ expect: asked one at a time, 1 of its 3 checks was proved and 2 were not decided
//@ expect: 1148_split_checks_undecided_inconclusive.cu:23:26: note: not decided: whether this write to `b` races with a write of another thread
//@ expect: 1148_split_checks_undecided_inconclusive.cu:24:26: note: not decided: whether this write to `c` races with a write of another thread
//@ expect-not: verified
//@ expect-not: to `a`
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void three_tables(unsigned *a, unsigned *b, unsigned *c) {
  if (threadIdx.y != 0 || threadIdx.z != 0)
    return;
  unsigned x = threadIdx.x;
  a[mix(x, 0x2545F491u)] = x;
  b[mix(x, 0x85EBCA6Bu)] = x;
  c[mix(x, 0x27D4EB2Fu)] = x;
}
