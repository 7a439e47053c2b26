// Inconclusive: race freedom here depends on a 32-bit integer hash being
// injective on the thread ids of a block of symbolic size. It is (every
// step is invertible), but the solver cannot show it within --timeout=1.
//@ args: --gridDim=1 --timeout=1
//@ exit: 3
//@ expect: inconclusive
//@ expect-not: verified
//@ expect-not: race on
__device__ unsigned mix(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

__global__ void scatter(unsigned *table) {
  unsigned t = threadIdx.x;
  table[mix(t)] = t;
}
