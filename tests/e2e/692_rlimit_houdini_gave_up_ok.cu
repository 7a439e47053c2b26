// The kernel of 692_rlimit_houdini_gave_up_inconclusive.cu with enough
// resource units: no query answered "unknown", verified.
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=50000000
//@ exit: 0
//@ expect-re: kernel 'column_sums[('].*: verified
#define T 16
__global__ void column_sums(const int *in, int *out) {
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
