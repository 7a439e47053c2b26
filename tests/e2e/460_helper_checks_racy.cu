// As 460_helper_checks_ok, without the barrier: a thread reads a tile
// element that another thread of its block writes.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 1
//@ expect: race on tile
//@ expect-not-re: kernel 'transpose_tile_nosync[('].*: verified
#include <helper_cuda.h>
#include <helper_functions.h>

#define TILE 16

__global__ void transpose_tile_nosync(const float *in, float *out, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * width + x] = tile[threadIdx.x][threadIdx.y];
}

int main(int argc, char **argv) {
  findCudaDevice(argc, (const char **)argv);
  const int width = 64;
  float *in, *out;
  checkCudaErrors(cudaMalloc(&in, width * width * sizeof(float)));
  checkCudaErrors(cudaMalloc(&out, width * width * sizeof(float)));
  transpose_tile_nosync<<<dim3(4, 4), dim3(TILE, TILE)>>>(in, out, width);
  getLastCudaError("transpose_tile_nosync failed");
  checkCudaErrors(cudaDeviceSynchronize());
  return 0;
}
