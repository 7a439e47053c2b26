// Without the barrier at the end of a k step, the next step's tile loads
// overwrite As and Bs while slower threads still read them.
//@ args: --blockDim=8,8 --gridDim=4,4
//@ exit: 1
//@ expect: read-write race on
//@ expect-not: verified
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
  }
  C[row * N + col] = sum;
}
