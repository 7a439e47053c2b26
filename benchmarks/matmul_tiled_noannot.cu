//@ args: --blockDim=16,16 --gridDim=32,32
//@ exit: 0
// Tiled matrix multiply, no annotations (k loop with two barriers).
#define TILE 16
__global__ void matmul(const float *A, const float *B, float *C) {
  const int n = 512;
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float sum = 0.0f;
  for (int k = 0; k < n; k += TILE) {
    As[ty][tx] = A[row * n + k + tx];
    Bs[ty][tx] = B[(k + ty) * n + col];
    __syncthreads();
    for (int e = 0; e < TILE; ++e)
      sum += As[ty][e] * Bs[e][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}
