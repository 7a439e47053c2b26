// A samples-style program without the samples' Common/ directory: tandem's
// own <helper_cuda.h> and <helper_functions.h> provide checkCudaErrors,
// getLastCudaError, findCudaDevice and the stopwatch helpers. The kernel is
// a tiled transpose through shared memory with a barrier between the
// writes and the reads of the tile.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'transpose_tile[('].*: verified
#include <helper_cuda.h>
#include <helper_functions.h>

#define TILE 16

__global__ void transpose_tile(const float *in, float *out, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * width + x] = tile[threadIdx.x][threadIdx.y];
}

int main(int argc, char **argv) {
  int dev = findCudaDevice(argc, (const char **)argv);
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, dev));
  const int width = 64;
  float *in, *out;
  checkCudaErrors(cudaMalloc(&in, width * width * sizeof(float)));
  checkCudaErrors(cudaMalloc(&out, width * width * sizeof(float)));
  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  sdkStartTimer(&timer);
  dim3 block(TILE, TILE), grid(width / TILE, width / TILE);
  transpose_tile<<<grid, block>>>(in, out, width);
  getLastCudaError("transpose_tile failed");
  checkCudaErrors(cudaDeviceSynchronize());
  sdkStopTimer(&timer);
  printf("%s: %.3f ms\n", prop.name, sdkGetTimerValue(&timer));
  sdkDeleteTimer(&timer);
  checkCudaErrors(cudaFree(in));
  checkCudaErrors(cudaFree(out));
  return 0;
}
