// 1122_group_only_loop_ok.cu without the barrier between the tile loads
// and the products: the threads of one block read `as` while others of the
// same block still write it. The group-only values must not hide it.
// (--rlimit=3000000: a query of the proof stops at the limit, and a loop
// invariant of tandem's own read as failing beside z3's "unknown" must be
// taken as the limit's, not as an internal error; --no-unrolled-proof: that
// proof, which reaches the same limit, is not what this tests.)
//@ args: --blockDim=256 --rlimit=3000000 --timeout=600 --no-unrolled-proof
//@ exit: 1
//@ expect: read-write race on as[
//@ expect-re: kernel 'tiled\(.*\)' \(.*\): [0-9]+ races? found
#define TILE 16
__global__ void tiled(float *c, const float *a, const float *b, unsigned n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  unsigned tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
  unsigned first = n * TILE * blockIdx.y;
  unsigned last = first + n - 1;
  float sum = 0;
  for (unsigned i = first, j = TILE * blockIdx.x; i <= last; i += TILE, j += TILE * n) {
    as[ty][tx] = a[i + n * ty + tx];
    bs[ty][tx] = b[j + n * ty + tx];
    for (int k = 0; k < TILE; k++)
      sum += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  if (blockIdx.y == 0 && blockIdx.z == 0)
    c[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
