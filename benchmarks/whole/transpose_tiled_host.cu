//@ exit: 0
// Whole program: padded-tile matrix transpose (16x16 tile + 1 column of
// padding, one element per thread), checked on the host; C++ headers.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define TILE 16

__global__ void transpose(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  const int w = 1024, h = 1024;
  std::vector<float> a(w * h), b(w * h);
  for (int i = 0; i < w * h; i++)
    a[i] = (float)i;
  float *da, *db;
  cudaMalloc(&da, w * h * sizeof(float));
  cudaMalloc(&db, w * h * sizeof(float));
  cudaMemcpy(da, a.data(), w * h * sizeof(float), cudaMemcpyHostToDevice);
  dim3 grid(w / TILE, h / TILE), block(TILE, TILE);
  transpose<<<grid, block>>>(db, da, w, h);
  cudaMemcpy(b.data(), db, w * h * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      bad += b[x * h + y] != a[y * w + x];
  printf("%d mismatches\n", bad);
  cudaFree(da);
  cudaFree(db);
  return bad != 0;
}
