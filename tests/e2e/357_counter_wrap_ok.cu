// A counter stepped by 2^28 from 16 threads moves by at most 2^32 in all:
// it cannot hand out a value twice, and the slots of `out` are distinct.
//@ args: --blockDim=16 --gridDim=1 -v
//@ exit: 0
//@ expect: 'ctr': at most 16 threads x 1 call x step 268435456 stays within 32 bits (bound from --blockDim/--gridDim)
//@ expect-re: kernel 'sixteenths\(unsigned int\*, unsigned int\*\)' \(.*\): verified
__global__ void sixteenths(unsigned *ctr, unsigned *out) {
  unsigned v = atomicAdd(ctr, 0x10000000u);
  out[v] = threadIdx.x;
}
