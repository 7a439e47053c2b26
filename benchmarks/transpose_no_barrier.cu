//@ args: --blockDim=16,16 --gridDim=64,64
//@ exit: 1
// RACY: tiled transpose without the barrier between filling the tile and
// reading it transposed. Thread (tx, ty) reads tile[tx][ty], which thread
// (ty, tx) of the same block writes, in the same barrier interval.
#define TILE 16
#define N 1024

__global__ void transpose_no_barrier(float *out, const float *in) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned tx = threadIdx.x, ty = threadIdx.y;

  tile[ty][tx] = in[(blockIdx.y * TILE + ty) * N + blockIdx.x * TILE + tx];
  // __syncthreads() missing here
  out[(blockIdx.x * TILE + ty) * N + blockIdx.y * TILE + tx] = tile[tx][ty];
}
