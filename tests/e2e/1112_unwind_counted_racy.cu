// --loop-unwind=1 --unwind-counted (the encoding of the bounded search's
// second stage, docs/encodings.md §30): the inner loop always runs T times,
// so one copy of it never reaches the next step of the outer loop; unwound
// fully (T + 1 copies, the outer loop's 2 + 1 too), the missing barrier at
// the end of a step shows: a thread's store of step 2 races with another's
// read of step 1.
//@ args: --blockDim=4,4 --gridDim=1 --loop-unwind=1 --unwind-counted
//@ exit: 1
//@ expect: race on tile[
//@ expect: in iteration 2 of the loop at line
//@ expect: found by unwinding 1 iteration of every loop, and every iteration of the loops that run a constant number of times (--loop-unwind, --unwind-counted)
#define T 4
__global__ void column_sums(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 2 * T; base += T) {
    tile[ty][tx] = in[(base + ty) * T + tx]; // <- step 2's store
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx]; // <- step 1's reads
    // no barrier here
  }
  out[ty * T + tx] = acc;
}
