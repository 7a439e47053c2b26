// Read-only loads through __ldg from an array nobody writes.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'stencil\(const float\*, float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void stencil(const float *__restrict__ in, float *__restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  out[i] = 0.25f * __ldg(&in[i - 1]) + 0.5f * __ldg(&in[i]) + 0.25f * __ldg(&in[i + 1]);
}
