// The direct attempt's final query runs out of z3 units; its three checks,
// asked one at a time (the others assumed), are each proved within them,
// and together they are a proof (docs/encodings.md §29, split_final).
// Each table is written at a bijection of threadIdx.x (x + 2x^2 is a
// permutation of 32-bit words, and so is a product with an odd constant);
// the three injectivity arguments at once are too much for the units.
//@ args: --gridDim=1 --rlimit=12000000
//@ exit: 0
//@ expect: verified
//@ expect-not: race
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
