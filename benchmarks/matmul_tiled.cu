//@ args: --blockDim=16,16 --gridDim=32,32
//@ exit: 0
// Tiled matrix multiply C = A * B (512 x 512, row-major) with 16 x 16
// tiles of A and B staged in shared memory. Two barriers per step of the
// k loop: after the tiles are loaded, and before they are overwritten.
#define TILE 16
#define N 512

__global__ void matmul_tiled(const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;

  float sum = 0.0f;
  for (int k = 0;
       __invariant(__no_read(As)), __invariant(__no_write(As)),
       __invariant(__no_read(Bs)), __invariant(__no_write(Bs)),
       k < N;
       k += TILE) {
    As[ty][tx] = A[row * N + k + tx];
    Bs[ty][tx] = B[(k + ty) * N + col];
    __syncthreads();
    for (int e = 0; __invariant(__no_write(As)), __invariant(__no_write(Bs)), e < TILE; ++e)
      sum += As[ty][e] * Bs[e][tx];
    __syncthreads();
  }
  C[row * N + col] = sum;
}
