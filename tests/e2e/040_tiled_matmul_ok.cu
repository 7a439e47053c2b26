// Tiled matrix multiplication (64x64, 16x16 tiles) with both barriers.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'matmul\(const float\*, const float\*, float\*\)' \(.*\): verified
//@ expect-not: race on
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
       __invariant(__no_read(As)), __invariant(__no_write(As)),
       __invariant(__no_read(Bs)), __invariant(__no_write(Bs)),
       t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    __syncthreads();
    for (unsigned k = 0; k < TILE; k++)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = sum;
}
