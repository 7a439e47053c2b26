// --loop-unwind=2: the first two iterations of the row loop, no
// invariants. Thread (x, 4) writes row 4 in iteration 1, which thread
// (x, 0) writes in iteration 2: found, and said to be found by unwinding.
//@ args: --loop-unwind=2 --blockDim=32,8 --gridDim=1,1
//@ exit: 1
//@ expect: write-write race on tile[
//@ expect: found by unwinding 2 iterations of every loop
//@ expect-not: verified
#define TILE_DIM 32
__global__ void rows(float *out, const float *in) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  for (unsigned j = 0; j < TILE_DIM; j += 4)
    tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * TILE_DIM + threadIdx.x] + j; // + j: the writes differ
  __syncthreads();
  out[threadIdx.y * TILE_DIM + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
