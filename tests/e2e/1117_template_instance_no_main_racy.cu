// 1117_template_instance_no_main_ok's template launched with blocks of 128
// threads for tiles of 64: threads 64 apart store the same tile[] element.
// The file's launch is used (the template is defined here), and the race
// is one of that launch: block (128,1,1).
//@ exit: 1
//@ expect: race on tile[
//@ expect: an implicit instance of a template defined in this file
//@ expect: blockDim = (128,1,1)
#include <cuda_runtime.h>

template <int TILE>
__global__ void reverse_tiles(float *a, int n) {
  __shared__ float tile[TILE];
  int base = blockIdx.x * TILE;
  tile[threadIdx.x % TILE] = a[base + threadIdx.x];
  __syncthreads();
  a[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x % TILE];
}

void reverse_on_device(float *d, int n) { reverse_tiles<64><<<n / 64, 128>>>(d, n); }
