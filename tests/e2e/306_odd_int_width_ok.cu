// 24- and 48-bit integers in registers and in memory (a 3-byte store into
// a 4-byte element): each thread writes its own element, race-free. Wider
// than 64 bits is unsupported (exit 2, see 307_wide_int_bad.cu).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'wide24\(unsigned _BitInt\(24\)\*, unsigned long long\*\)' .*: verified
__global__ void wide24(unsigned _BitInt(24) *p, unsigned long long *q) {
  unsigned t = threadIdx.x;
  unsigned _BitInt(24) x = (unsigned _BitInt(24))t * 5;
  unsigned _BitInt(48) y = (unsigned _BitInt(48))x << 20;
  p[t] = x;
  q[t] = (unsigned long long)y;
}
