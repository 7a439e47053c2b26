// The kernel of 1149_split_houdini_ok with under a third of its z3 units: one check
// at a time, a query of Houdini's still goes unanswered, so there is no
// fixpoint and no proof. The report says the time went into inferring
// loop invariants and names both loops (driver.c, explain_time_out).
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=30000
//@ exit: 3
//@ expect: note: what did not finish: inferring loop invariants; tandem's direct attempt stopped in Houdini's query
//@ expect: 22 of 22 candidate invariants left, for the loops at 1149_split_houdini_undecided_inconclusive.cu:16:3, 1149_split_houdini_undecided_inconclusive.cu:19:5
//@ expect-not: verified
//@ expect-not: race
#define T 16
__global__ void column_sums_split(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 64; base += T) {
    tile[ty][tx] = in[(blockIdx.x * 64 + base + ty) * T + tx];
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx];
    __syncthreads();
  }
  out[(blockIdx.x * T + ty) * T + tx] = acc;
}
