// 1146 with a loop before the hash: the direct attempt's Houdini keeps
// the loop's invariants, its final query has a model failing the check of
// *last, and Boogie's confirming run takes that fixpoint as fixed
// candidates (no Houdini of its own) with only that check asserted.
//@ args: --gridDim=1 --rlimit=10000000 --timeout=120
//@ exit: 1
//@ expect: write-write race on last[0]
//@ expect: the defect above was found by a run that checked only the assertions failing in the counterexample of tandem's direct attempt
//@ expect-not: race on table
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void sum_then_scatter(unsigned *table, int *last, const int *in, int n) {
  int acc = 0;
  for (int i = 0; i < n; i++)
    acc += in[i];
  unsigned x = threadIdx.x;
  x = mix(x, 0x2545F491u);
  x = mix(x, 0x9E3779B1u);
  x = mix(x, 0x85EBCA6Bu);
  x = mix(x, 0xC2B2AE35u);
  x = mix(x, 0x27D4EB2Fu);
  x = mix(x, 0x165667B1u);
  if (threadIdx.y == 0 && threadIdx.z == 0) // a bijection of threadIdx.x
    table[x] = acc;
  *last = acc; // <- every thread writes here
}
