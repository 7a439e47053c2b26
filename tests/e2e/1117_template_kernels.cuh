// The kernel template of 1117_template_in_header_racy.cu, in a header that
// other files may include (and launch its instances from).
#pragma once
template <int TILE>
__global__ void reverse_tiles(float *a, int n) {
  __shared__ float tile[TILE];
  int base = blockIdx.x * TILE;
  tile[threadIdx.x] = a[base + threadIdx.x];
  __syncthreads();
  a[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}
