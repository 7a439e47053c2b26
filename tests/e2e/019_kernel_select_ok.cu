// --kernel=good checks only the race-free kernel of a file that also
// contains a racy one.
//@ args: --blockDim=64 --gridDim=2 --kernel=good
//@ exit: 0
//@ expect-re: kernel 'good\(float\*, const float\*\)' \(.*\): verified
//@ expect-not: kernel 'bad(
__global__ void good(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}

__global__ void bad(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = in[i] + 1.0f;
}
