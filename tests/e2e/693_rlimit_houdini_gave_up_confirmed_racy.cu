// 693_rlimit_houdini_gave_up_racy_inconclusive with the direct attempt on
// (docs/encodings.md §29, confirm_direct). The attempt's Houdini reaches its
// fixpoint within 150000 units a query and its final query has a model;
// Boogie's run from that fixpoint prints "1 error" but z3 answered
// "unknown" on the way, so the error may come from a dropped invariant and
// is not trusted by itself ("possible defects not reported"). Boogie, asked
// again with the candidates fixed to that fixpoint and only the failing
// check asserted, confirms the race between the write of a step and the
// reads of the step before (exit 1).
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=150000
//@ exit: 1
//@ expect: possible defects not reported: the solver gave up on part of the kernel
//@ expect: read-write race on tile[
//@ expect: the defect above was found by a run that checked only the assertions failing in the counterexample of tandem's direct attempt
//@ expect-not: verified
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
