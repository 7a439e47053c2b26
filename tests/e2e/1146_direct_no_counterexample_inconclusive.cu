// 1146_direct_counterexample_racy without the write to *last: race-free
// (the hash is a bijection of threadIdx.x), but the proof runs out of z3
// units. The direct attempt's final query has no model to confirm, so no
// run with chosen assertions follows, and nothing is reported: the kernel
// is inconclusive (exit 3), never verified.
//@ args: --gridDim=1 --rlimit=3000000 --timeout=120
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 3000000 units
//@ expect-not: race on
//@ expect-not: checked only the assertions
//@ expect-not: tandem's own query to z3 found a counterexample
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_only(unsigned *table) {
  unsigned x = threadIdx.x;
  x = mix(x, 0x2545F491u);
  x = mix(x, 0x9E3779B1u);
  x = mix(x, 0x85EBCA6Bu);
  x = mix(x, 0xC2B2AE35u);
  x = mix(x, 0x27D4EB2Fu);
  x = mix(x, 0x165667B1u);
  if (threadIdx.y == 0 && threadIdx.z == 0) // a bijection of threadIdx.x
    table[x] = threadIdx.x;
}
