// --kernel=bad checks only the racy kernel.
//@ args: --blockDim=64 --gridDim=2 --kernel=bad
//@ exit: 1
//@ expect-re: kernel 'bad\(float\*, const float\*\)' \(.*\): [0-9]+ race
//@ expect-not: kernel 'good(
//@ expect-re: \.cu:(14:16|14:14):
__global__ void good(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}

__global__ void bad(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = in[i] + 1.0f; // <- race
}
