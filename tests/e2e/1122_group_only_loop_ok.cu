// A loop whose bounds are computed from blockIdx only (first = n * 16 *
// blockIdx.y), with barriers inside: the proof needs the loop variable to
// be the same for two threads of one block (`_same_group ==> i$1 == i$2`),
// which z3 found hard when both threads' copies were separate products
// n * 16 * blockIdx.y (Houdini's first query ran past its limit on
// cuda-samples' matrixMultiplyKernel). Values computed only from blockIdx
// and shared values now say so in thread $2's copy (dualise.c,
// group_only). --rlimit makes the limit the same on every machine: the
// separate products needed more (an earlier build: "tandem's own loop
// invariant failed" at this limit, verified only from 5x10^6 units).
//@ args: --blockDim=256 --rlimit=3000000 --timeout=600
//@ exit: 0
//@ expect-re: kernel 'tiled\(.*\)' \(.*\): verified
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
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      sum += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  if (blockIdx.y == 0 && blockIdx.z == 0)
    c[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
