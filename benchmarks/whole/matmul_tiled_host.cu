//@ exit: 0
// Whole program: 16x16 tiled matrix multiply of square matrices whose
// size the host checks is a multiple of the tile; timing with events.
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    As[threadIdx.y][threadIdx.x] = A[row * n + k0 + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(k0 + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

int main() {
  const int n = 512;
  assert(n % TILE == 0);
  size_t bytes = (size_t)n * n * sizeof(float);
  float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
  for (int i = 0; i < n * n; i++) {
    A[i] = (float)(rand() % 7);
    B[i] = (float)(rand() % 5);
  }
  float *dA, *dB, *dC;
  cudaMalloc(&dA, bytes);
  cudaMalloc(&dB, bytes);
  cudaMalloc(&dC, bytes);
  cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  matmul<<<grid, block>>>(dA, dB, dC, n);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost);
  double ref = 0;
  for (int k = 0; k < n; k++)
    ref += A[k] * B[k * n];
  printf("C[0] = %f (ref %f), %.3f ms\n", C[0], ref, ms);
  if (fabs(C[0] - ref) > 1e-3)
    return 1;
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(A);
  free(B);
  free(C);
  return 0;
}
