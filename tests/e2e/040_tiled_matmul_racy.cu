// Tiled matrix multiplication missing the barrier at the end of the tile
// loop: the next tile overwrites As/Bs while slow threads still read them.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: read-write race on
//@ expect-re: race on (As|Bs)\[
//@ expect-re: kernel 'matmul\(const float\*, const float\*, float\*\)' \(.*\): [0-9]+ race
//@ expect-re: \.cu:(21:18|21:16|22:18|22:16|25:14|25:26):
#define TILE 16
#define N 64

__global__ void matmul(const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row = blockIdx.y * TILE + ty;
  unsigned col = blockIdx.x * TILE + tx;
  float sum = 0.0f;
  for (unsigned t = 0;
       t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx]; // <- race
    Bs[ty][tx] = B[(t * TILE + ty) * N + col]; // <- race
    __syncthreads();
    for (unsigned k = 0; k < TILE; k++)
      sum += As[ty][k] * Bs[k][tx]; // <- race
  }
  C[row * N + col] = sum;
}
