//@ args: --local_size=16,16 --global_size=512,512
//@ exit: 0
// OpenCL tiled matrix multiply C = A * B (512 x 512, row-major) with
// 16 x 16 tiles of A and B in local memory.
#define TILE 16
#define N 512

__kernel void matmul_tiled(__global const float *A, __global const float *B,
                           __global float *C) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1);
  int col = get_global_id(0);

  float sum = 0.0f;
  for (int k = 0;
       __invariant(__no_read(As)), __invariant(__no_write(As)),
       __invariant(__no_read(Bs)), __invariant(__no_write(Bs)),
       k < N;
       k += TILE) {
    As[ty][tx] = A[row * N + k + tx];
    Bs[ty][tx] = B[(k + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int e = 0; __invariant(__no_write(As)), __invariant(__no_write(Bs)), e < TILE; ++e)
      sum += As[ty][e] * Bs[e][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = sum;
}
