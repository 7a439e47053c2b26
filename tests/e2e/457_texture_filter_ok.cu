// A box filter that reads its input through a texture object (as the
// texture samples do) and writes one output pixel per thread. Texture
// fetches are arbitrary values to tandem; the writes are what is checked.
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 0
//@ expect-re: kernel 'box3\(unsigned long long, float\*\)' \(.*\): verified
#include <cuda_runtime.h>
#include <math_constants.h>

__global__ void box3(cudaTextureObject_t tex, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
  out[y * 64 + x] = __fmul_rn(s, 1.0f / 9.0f) + CUDART_ZERO_F;
}

int main() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  cudaMallocArray(&arr, &d, 64, 64);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &rd, &td, NULL);
  float *out;
  cudaMalloc(&out, 64 * 64 * sizeof(float));
  box3<<<dim3(4, 4), dim3(16, 16)>>>(tex, out);
  cudaDestroyTextureObject(tex);
  return 0;
}
