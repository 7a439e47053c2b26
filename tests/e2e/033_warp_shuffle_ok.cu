// Warp reduction with __shfl_down_sync: values move through registers,
// not memory; lane 0 of each warp writes the warp's sum.
//@ args: --blockDim=128 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'warp_sum\(const float\*, float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void warp_sum(const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = v;
}
