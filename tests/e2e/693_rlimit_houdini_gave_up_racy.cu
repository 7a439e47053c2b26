// The racy kernel of 693_rlimit_houdini_gave_up_racy_inconclusive.cu with
// enough units: the race is reported, with no caveat about the limit.
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=50000000
//@ exit: 1
//@ expect: race on tile[
//@ expect-not: gave up
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
