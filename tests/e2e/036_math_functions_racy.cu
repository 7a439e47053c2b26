// The same kernel storing into y[i / 2].
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: write-write race on y[
//@ expect-re: kernel 'activate\(const float\*, float\*, double\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'activate\(const float\*, float\*, double\*\)' .*: verified
//@ expect-re: \.cu:16:12:
#include <math.h>

__global__ void activate(const float *x, float *y, double *z) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  float a = sqrtf(fabsf(v)) + expf(-v) + logf(1.0f + v * v) + sinf(v) * cosf(v);
  a = fminf(fmaxf(a, 0.0f), 10.0f) + powf(a, 0.5f) + floorf(v) + ceilf(v);
  a += rsqrtf(1.0f + v * v) + __fdividef(v, 3.0f) + __expf(v);
  y[i / 2] = a; // <- race
  z[i] = sqrt((double)v) + exp((double)v) + fabs((double)v);
}
