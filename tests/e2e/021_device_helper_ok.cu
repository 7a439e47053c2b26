// __device__ helper functions called from the kernel (inlined by tandem).
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'normalize\(float\*, const float\*, float\)' \(.*\): verified
//@ expect-not: race on
__device__ float clamp01(float v) {
  return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}

__device__ void store(float *dst, unsigned idx, float v) {
  dst[idx] = clamp01(v);
}

__global__ void normalize(float *dst, const float *src, float scale) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  store(dst, i, src[i] * scale);
}
