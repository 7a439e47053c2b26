// The helper is called with a per-block index: every thread of a block
// stores to the same element, inside the helper.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: write-write race on dst[
//@ expect-re: kernel 'normalize\(float\*, const float\*, float\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'normalize\(float\*, const float\*, float\)' .*: verified
//@ expect-re: \.cu:(14:12|19:[0-9]+):
__device__ float clamp01(float v) {
  return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}

__device__ void store(float *dst, unsigned idx, float v) {
  dst[idx] = clamp01(v); // <- race
}

__global__ void normalize(float *dst, const float *src, float scale) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  store(dst, blockIdx.x, src[i] * scale); // <- race
}
