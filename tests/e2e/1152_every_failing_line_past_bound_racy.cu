// 1152_every_failing_line_racy.cu's search for every failing line stops
// after four more queries (runner/direct.c, ALL_FAILURES_ROUNDS): here six
// stores race, one line each, so the lines it found are not all of them.
// It must not say they are, and Boogie then checks the whole program, as
// without the search: all six races are reported.
//@ args: -v --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect-re: kernel 'six': direct proof not found \([0-9]+ quer[a-z]+, [0-9.]+ ms\): a model
//@ expect-not: every failing line found
//@ expect: 1152_every_failing_line_past_bound_racy.cu:16:
//@ expect: 1152_every_failing_line_past_bound_racy.cu:21:
//@ expect-re: kernel 'six\(.*\)' \(.*\): 6 races found
__global__ void six(int *a, int *b, int *c, int *d, int *e, int *f) {
  unsigned t = threadIdx.x;
  // each store: threads t and t + 32 write one element
  a[t % 32] = t;
  b[t % 32] = t;
  c[t % 32] = t;
  d[t % 32] = t;
  e[t % 32] = t;
  f[t % 32] = t;
}
