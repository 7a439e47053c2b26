// Two kernels in one file: 'good' is race-free, 'bad' is racy; the file
// fails and the report names each kernel.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect-re: kernel 'good\(float\*, const float\*\)' \(.*\): verified
//@ expect-re: kernel 'bad\(float\*, const float\*\)' \(.*\): [0-9]+ race
//@ expect: write-write race on out[
//@ expect-re: \.cu:(16:16|16:14):
__global__ void good(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}

__global__ void bad(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = in[i] + 1.0f; // <- race
}
