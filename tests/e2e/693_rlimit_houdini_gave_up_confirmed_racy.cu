// 693_rlimit_houdini_gave_up_racy_inconclusive with the direct attempt on
// (docs/encodings.md §29). The attempt's Houdini reaches its fixpoint
// within 150000 units a query and its final query has a model; asked again
// with that model's failing line assumed, the final query is
// unsatisfiable, so that line is the only one that can fail (all_failures).
// Boogie's models run checks it alone, the candidates fixed to that
// fixpoint, and reports the race between the write of a step and the reads
// of the step before (exit 1). Boogie's run of the whole program from the
// same fixpoint got z3's "unknown" on the way (the race then came "not
// reported", and was confirmed by a run checking that line alone: the
// path e2e 1146/1147 still take after a time-out). The unwinding re-check
// does not reach the race within the units: it is graded possible.
//@ args: -v --blockDim=16,16 --gridDim=8 --rlimit=150000
//@ exit: 1
//@ expect-re: kernel 'column_sums': direct proof not found .*: a model.*; every failing line found \(1\): Boogie checks only that one
//@ expect: read-write race on tile[
//@ expect-not: possible defects not reported
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
