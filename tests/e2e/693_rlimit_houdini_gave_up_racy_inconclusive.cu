// The racy column sum (no barrier at the end of a step) with too few z3
// resource units for inference: Boogie prints "1 error" and no time-out,
// but z3 answered "unknown" on the way, so the error may come from a
// dropped invariant: inconclusive (exit 3), the defect not reported.
// 150000 units, not 500000: the direct attempt's Houdini (runner/direct.c)
// reaches its fixpoint within 500000 units a query and finds the race with
// enough units to spare for Boogie's run. 200000 sufficed for the race too
// once values computed from blockIdx only were written as such (dualise.c,
// group_only); at 150000 a query runs out of units on the way.
// The bounded search that follows (docs/encodings.md §30) must not find the
// race: it is between the first and the second iteration of the outer loop,
// and the search unwinds one.
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=150000
//@ exit: 3
//@ expect: possible defects not reported: the solver gave up on part of the kernel
//@ expect: resource limit of 150000 units
//@ expect: the bounded search that followed found no defect in the first iteration of every loop (not a proof)
//@ expect-not: race on
#define T 16
__global__ void column_sums(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 64; base += T) {
    tile[ty][tx] = in[(blockIdx.x * 64 + base + ty) * T + tx]; // <- races with the reads below
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx];
    // no barrier: the next step overwrites tile while others still read it
  }
  out[(blockIdx.x * T + ty) * T + tx] = acc;
}
