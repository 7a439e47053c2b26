// An atomic read of a counter (atomicAdd(c, 0)) is not a value the counter
// hands out: two threads can read the same value and write one slot.
//@ args: --blockDim=64 --gridDim=1 -v
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: 'next' is only ever incremented by constants
//@ expect-re: 058_counter_peek_racy\.cu:12:11:
__global__ void reserve(int *out, unsigned *next) {
  if (threadIdx.x % 2 == 0)
    atomicAdd(next, 1u);
  unsigned at = atomicAdd(next, 0u);
  out[at] = threadIdx.x; // <- race
}
