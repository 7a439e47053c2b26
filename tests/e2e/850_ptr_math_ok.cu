// Math built-ins with pointer outputs: sincosf writes through both
// pointers, modff through one; each thread writes only its own elements.
// Race-free.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'polar[('].*verified
__global__ void polar(float *s, float *c, float *ip, const float *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sincosf(a[i], &s[i], &c[i]);
  s[i] += modff(a[i], &ip[i]);
}
