// The same transpose without the barrier between filling the tile and
// reading it transposed.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: read-write race on tile[
//@ expect-re: kernel 'transpose\(float\*, const float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'transpose\(float\*, const float\*\)' .*: verified
//@ expect-re: \.cu:(16:36|16:34|20:22|20:20):
#define TILE 16
#define N 64

__global__ void transpose(float *odata, const float *idata) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned x = blockIdx.x * TILE + threadIdx.x;
  unsigned y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = idata[y * N + x]; // <- race

  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  odata[y * N + x] = tile[threadIdx.x][threadIdx.y]; // <- race
}
