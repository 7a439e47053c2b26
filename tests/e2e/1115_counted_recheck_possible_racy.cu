// The refusal case of 1115_counted_recheck_racy: the store races only in
// the third iteration of a loop whose length is a parameter. The re-check
// with the butterfly unwound fully still stops after two iterations of the
// outer loop, so it does not reach the store, and the race stays
// "possible": never called confirmed.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect: is possible: found in an arbitrary loop iteration, but not within the first 2 iterations of every loop, and every iteration of the loops that run a constant number of times;
//@ expect-not: is confirmed
__global__ void late_store(const int *in, int *out, int n) {
  int v = in[threadIdx.x];
  for (int i = 0; i < n; i++) {
    for (int o = 16; o > 0; o /= 2)
      v += __shfl_xor_sync(0xffffffff, v, o);
    if (i == 2)
      out[0] = v + threadIdx.x; // <- reached in the third iteration only
  }
}
