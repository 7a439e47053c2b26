// Integers of widths other than 8/16/32/64 (_BitInt(24), _BitInt(48), as
// bit-fields and packed arithmetic also produce) are bit-vectors of their
// width. x = t << 18 keeps 24 bits, so x >> 20 is (t >> 2) % 16: threads
// 0..3 all write out[0] with different values: a race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect-re: \.cu:14:23:
//@ expect-not-re: kernel 'pack24\(int\*\)' .*: verified
__global__ void pack24(int *out) {
  unsigned t = threadIdx.x;
  unsigned _BitInt(24) x = (unsigned _BitInt(24))t << 18;
  unsigned _BitInt(48) y = (unsigned _BitInt(48))x * 3;
  out[(int)(x >> 20)] = (int)y; // <- race
}
