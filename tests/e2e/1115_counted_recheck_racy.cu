// The unwinding re-check of a reported race (docs/design.md) with a
// loop of constant length before it: two iterations of the butterfly
// (5 steps) never reach the store, so a second re-check unwinds the loops
// that run a constant number of times fully, and that one reaches the race:
// it is confirmed, not left "possible".
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: is confirmed by unwinding: the first 2 iterations of every loop, and every iteration of the loops that run a constant number of times, reach it without loop invariants
//@ expect-not: is possible
//@ expect-not: did not finish
__global__ void tile_sum(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  out[blockIdx.x] = v + threadIdx.x; // <- every lane of a warp stores here
}
