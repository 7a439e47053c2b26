// Tiled matrix multiply, no annotations: two barriers per step of the k
// loop, an inner loop reading a row of As and a column of Bs.
//@ args: --blockDim=8,8 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'matmul[('].*: verified
#define TILE 8
#define N 32
__global__ void matmul(const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float sum = 0.0f;
  for (int k = 0; k < N; k += TILE) {
    As[ty][tx] = A[row * N + k + tx];
    Bs[ty][tx] = B[(k + ty) * N + col];
    __syncthreads();
    for (int e = 0; e < TILE; ++e)
      sum += As[ty][e] * Bs[e][tx];
    __syncthreads();
  }
  C[row * N + col] = sum;
}
