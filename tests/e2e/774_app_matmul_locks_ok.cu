// Application: C += A * B with the k dimension split between blocks. Block
// b computes, for every element of C, the product for k = b; each thread
// handles the elements tid, tid + blockDim.x, ...
// and adds its partial sum to C[e] under that element's lock lock[e]
// (atomicCAS then a device fence to acquire, a device fence then
// atomicExch to release): per-element locks inside a loop.
//@ exit: 0
//@ expect-re: kernel 'matmul_acc[(].*: verified
//@ expect-not: race on
#include <cstdio>

#define M 8
#define NCOL 8
#define K 4
#define BLOCK 32
#define BLOCKS 4

__global__ void matmul_acc(const float *A, const float *B, float *C, int *lock) {
  unsigned k = blockIdx.x; // one k per block (gridDim.x == K)
  for (unsigned e = threadIdx.x; e < M * NCOL; e += blockDim.x) {
    unsigned row = e / NCOL, col = e % NCOL;
    float s = A[row * K + k] * B[k * NCOL + col];
    while (atomicCAS(&lock[e], 0, 1) != 0)
      ;
    __threadfence();
    C[e] += s;
    __threadfence();
    atomicExch(&lock[e], 0);
  }
}

int main() {
  float *A, *B, *C;
  int *lock;
  cudaMalloc(&A, M * K * sizeof(float));
  cudaMalloc(&B, K * NCOL * sizeof(float));
  cudaMalloc(&C, M * NCOL * sizeof(float));
  cudaMalloc(&lock, M * NCOL * sizeof(int));
  cudaMemset(C, 0, M * NCOL * sizeof(float));
  cudaMemset(lock, 0, M * NCOL * sizeof(int));
  matmul_acc<<<BLOCKS, BLOCK>>>(A, B, C, lock);
  float h;
  cudaMemcpy(&h, C, sizeof h, cudaMemcpyDeviceToHost);
  printf("%f\n", h);
  return 0;
}
