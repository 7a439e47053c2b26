// No launch geometry given: a global 32-bit counter can be stepped by more
// than 2^32 threads of the symbolic launch, so it may wrap around and hand a
// slot out twice; tandem does not refine it and reports the race.
//@ args: -v
//@ exit: 1
//@ expect: 'count': at most
//@ expect: may not stay within 32 bits (bound from the symbolic launch bounds): it may wrap around, so its atomics return arbitrary values
//@ expect: write-write race on out[
//@ expect-not-re: kernel 'compact\(const int\*, int\*, unsigned int\*\)' .*: verified
__global__ void compact(const int *in, int *out, unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] > 0)
    out[atomicAdd(count, 1u)] = in[i];
}
