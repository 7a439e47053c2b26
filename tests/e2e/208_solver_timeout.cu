// Inconclusive: race freedom here depends on a 32-bit integer hash being
// injective on the thread ids of a block of symbolic size. It is (each
// round is a bijection: x + 2x^2 is a permutation polynomial mod 2^32, a
// xorshift and a multiplication by an odd constant are invertible), but
// the solver needs about 10 s to show it, not the --timeout=1 given here.
//@ args: --gridDim=1 --timeout=1
//@ exit: 3
//@ expect: inconclusive
//@ expect-not: verified
//@ expect-not: race on
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter(unsigned *table) {
  unsigned x = threadIdx.x;
  x = round(x, 0x2545F491u);
  x = round(x, 0x9E3779B1u);
  x = round(x, 0x85EBCA6Bu);
  x = round(x, 0xC2B2AE35u);
  x = round(x, 0x27D4EB2Fu);
  x = round(x, 0x165667B1u);
  table[x] = threadIdx.x;
}
