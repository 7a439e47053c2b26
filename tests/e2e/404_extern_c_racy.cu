// extern "C" kernels have unmangled names; one races.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect-re: kernel 'copy_c' \(.*\): verified
//@ expect-re: kernel 'shift_c' \(.*\): 1 race found
//@ expect: race on out[
extern "C" __global__ void copy_c(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}
extern "C" __global__ void shift_c(float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i + 1] = out[i];  // <- race
}
