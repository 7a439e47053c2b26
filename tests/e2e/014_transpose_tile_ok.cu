// Matrix transpose through a padded shared tile, 16x16 blocks on a 4x4 grid.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'transpose\(float\*, const float\*\)' \(.*\): verified
//@ expect-not: race on
#define TILE 16
#define N 64

__global__ void transpose(float *odata, const float *idata) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned x = blockIdx.x * TILE + threadIdx.x;
  unsigned y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = idata[y * N + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  odata[y * N + x] = tile[threadIdx.x][threadIdx.y];
}
