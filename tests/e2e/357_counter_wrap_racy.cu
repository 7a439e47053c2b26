// A counter stepped by 2^30 wraps after four calls: the first and the fifth
// caller get the same value. 8 threads x 1 call x 2^30 does not fit in 32
// bits, so the counter is not refined and the race on `out` is reported.
//@ args: --blockDim=8 --gridDim=1 -v
//@ exit: 1
//@ expect: 'ctr': at most 8 threads x 1 call x step 1073741824 may not stay within 32 bits (bound from --blockDim/--gridDim): it may wrap around, so its atomics return arbitrary values
//@ expect: write-write race on out[
//@ expect-not-re: kernel 'quarters\(unsigned int\*, unsigned int\*\)' .*: verified
__global__ void quarters(unsigned *ctr, unsigned *out) {
  unsigned v = atomicAdd(ctr, 0x40000000u);
  out[v] = threadIdx.x;
}
