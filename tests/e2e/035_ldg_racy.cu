// An in-place stencil: __ldg of a neighbour while the neighbour's thread
// writes it.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: read-write race on in[
//@ expect-re: kernel 'stencil\(float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'stencil\(float\*\)' .*: verified
//@ expect-re: \.cu:11:9:
__global__ void stencil(float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  in[i] = 0.5f * __ldg(&in[i - 1]) + 0.5f * __ldg(&in[i + 1]); // <- race
}
