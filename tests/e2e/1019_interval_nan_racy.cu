// 1019_interval_nan_ok, but an empty input writes its [nan, nan] into the
// first slot instead of its own: every thread with an empty input writes
// out[0], and the thread that owns out[0] writes it too.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 1
//@ expect: race on out
//@ expect-not-re: kernel 'widen[(].*: verified
#include <cmath>
#include <cuda_runtime.h>

struct empty_interval {
  __host__ __device__ static double lo() { return ::nan(""); }
};

__global__ void widen(const double *x, double2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  if (v != v)
    out[0] = make_double2(empty_interval::lo(), empty_interval::lo());
  else
    out[i] = make_double2(v - 1e-9, v + 1e-9);
}
