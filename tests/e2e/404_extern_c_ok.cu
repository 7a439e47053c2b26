// extern "C" kernels next to a C++ one of the same base name.
//@ args: --blockDim=64 --gridDim=2 --format=json
//@ exit: 0
//@ expect: "kernel":"copy_c","signature":"copy_c","mangled":"copy_c","verdict":"verified"
//@ expect: "kernel":"ns::copy_c","signature":"ns::copy_c(float*, const float*)"
extern "C" __global__ void copy_c(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}
namespace ns {
__global__ void copy_c(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] + 1.0f;
}
}
