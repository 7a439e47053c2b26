// The racy column sum (no barrier at the end of a step) with too few z3
// resource units for inference (150000): the proof runs out of units, and
// the bounded search that follows (docs/encodings.md §30) must not find the
// race: it is between the first and the second iteration of the outer loop,
// and the search unwinds one. So the kernel is inconclusive (exit 3), no
// race reported. Without the direct attempt: with it, Boogie's run lists the
// race beside an answer z3 gave up on (not trusted), and the attempt's
// counterexample is then confirmed (693_rlimit_houdini_gave_up_confirmed_racy).
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=150000 --no-direct-proof
//@ exit: 3
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
