// The direct attempt's model fails one check; asked again with that
// check's line assumed, the final query finds the other racy line, and
// with both assumed it is unsatisfiable: every line that can fail is known
// (runner/direct.c, all_failures), and Boogie's models run checks only
// those two, with the loop's candidates fixed to the attempt's fixpoint
// (driver.c, write_models_program; docs/encodings.md §29). Both races are
// reported, the race-free store to `out` is not, and the report is the one
// Boogie gives for the whole program.
//@ args: -v --blockDim=128 --gridDim=8
//@ exit: 1
//@ expect-re: kernel 'spread': direct proof not found \([0-9]+ quer[a-z]+, [0-9.]+ ms\): a model.*; every failing line found \(2\): Boogie checks only those
//@ expect: write-write race on sums[
//@ expect: read-write race on tile[
//@ expect: 1152_every_failing_line_racy.cu:27:
//@ expect: 1152_every_failing_line_racy.cu:31:
//@ expect-re: kernel 'spread\(.*\)' \(.*\): 2 races found
//@ expect-not: race on out[
__global__ void spread(float *out, float *sums, const float *in, int n) {
  __shared__ float tile[128];
  unsigned tid = threadIdx.x, gid = blockIdx.x * blockDim.x + tid;
  float acc = 0;
  for (int k = 0; k < n; k++)
    acc += in[k * gridDim.x * blockDim.x + gid];
  tile[tid] = acc;
  __syncthreads();
  // a block's threads pairwise: 2t and 2t+1 write the same element
  sums[blockIdx.x * 64 + tid / 2] = acc;
  out[gid] = tile[tid];
  // no barrier after the next store: a neighbour may still read tile[tid]
  tile[tid] = 2 * acc;
  out[gid] += tile[(tid + 1) % 128];
}
