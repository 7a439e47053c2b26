//@ args: --blockDim=16,16 --gridDim=32,32
//@ exit: 0
// Naive dense matrix multiply C = A * B for 512 x 512 row-major matrices:
// one thread per element of C, the dot product accumulated in a register.
#define N 512

__global__ void matmul_naive(const float *A, const float *B, float *C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}
