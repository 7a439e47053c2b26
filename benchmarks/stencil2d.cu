//@ args: --blockDim=16,16 --gridDim=64,64
//@ exit: 0
// 2-D 5-point Jacobi step on a 1024 x 1024 grid. `in` is padded with one
// ghost row/column on every side ((N + 2) x (N + 2)); a block stages its
// 16 x 16 interior plus a one-cell halo in shared memory, the edge threads
// loading the halo.
#define BX 16
#define BY 16
#define N 1024
#define P (N + 2) // padded row length

__global__ void stencil2d(const float *in, float *out) {
  __shared__ float tile[BY + 2][BX + 2];
  int gx = blockIdx.x * BX + threadIdx.x; // interior coordinates
  int gy = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  const float *c = in + (gy + 1) * P + (gx + 1); // this thread's cell

  tile[ty][tx] = c[0];
  if (threadIdx.x == 0)
    tile[ty][0] = c[-1];
  if (threadIdx.x == BX - 1)
    tile[ty][BX + 1] = c[1];
  if (threadIdx.y == 0)
    tile[0][tx] = c[-P];
  if (threadIdx.y == BY - 1)
    tile[BY + 1][tx] = c[P];
  __syncthreads();

  out[gy * N + gx] = 0.25f * (tile[ty][tx - 1] + tile[ty][tx + 1] +
                              tile[ty - 1][tx] + tile[ty + 1][tx]);
}
