// Two race-free kernels in one file.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'good\(float\*, const float\*\)' \(.*\): verified
//@ expect-re: kernel 'plus_one\(float\*, const float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void good(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}

__global__ void plus_one(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] + 1.0f;
}
