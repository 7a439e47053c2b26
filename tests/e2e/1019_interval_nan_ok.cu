// Interval arithmetic in the style of the samples' interval program: a
// __host__ __device__ helper returns an empty interval as [nan, nan] with
// ::nan("") (CUDA's device nan(tag); clang-14 stopped on the C library's
// host-only nan before tandem declared the device one). Each thread writes
// its own interval; verified.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'widen\(const double\*, double2\*, int\)' .*: verified
#include <cmath>
#include <cuda_runtime.h>

struct empty_interval {
  __host__ __device__ static double lo() { return ::nan(""); }
  __host__ __device__ static float lo_f() { return nanf(""); }
};

__global__ void widen(const double *x, double2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  bool empty = v != v;
  out[i] = empty ? make_double2(empty_interval::lo(), (double)empty_interval::lo_f())
                 : make_double2(v - 1e-9, v + 1e-9);
}
