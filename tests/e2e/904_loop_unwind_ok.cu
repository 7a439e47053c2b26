// --loop-unwind=2 on a race-free loop: two iterations are clean, but that
// proves nothing about the third, so the verdict is inconclusive (exit 3),
// never "verified".
//@ args: --loop-unwind=2 --blockDim=32,8 --gridDim=1,1
//@ exit: 3
//@ expect: no defect in the first 2 iterations of every loop
//@ expect: not a proof
//@ expect-not: verified
#define TILE_DIM 32
__global__ void rows(float *out, const float *in) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  for (unsigned j = 0; j < TILE_DIM; j += 8)
    tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * TILE_DIM + threadIdx.x];
  __syncthreads();
  out[threadIdx.y * TILE_DIM + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
