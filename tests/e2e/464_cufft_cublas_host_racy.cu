// As 464_cufft_cublas_host_ok, but the kernel writes its result one
// element to the right: a thread's write meets its neighbour's read of a.
//@ args: --blockDim=256 --gridDim=2
//@ exit: 1
//@ expect: race on a[
//@ expect-not-re: kernel 'complex_mul_shifted[('].*: verified
#include <cufft.h>
#include <helper_cuda.h>

__global__ void complex_mul_shifted(cufftComplex *a, const cufftComplex *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    cufftComplex x = a[i], y = b[i];
    a[i + 1] = make_float2(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
  }
}

int main() {
  const int n = 512;
  cufftComplex *a, *b;
  checkCudaErrors(cudaMalloc(&a, n * sizeof(cufftComplex)));
  checkCudaErrors(cudaMalloc(&b, n * sizeof(cufftComplex)));
  cufftHandle plan;
  checkCudaErrors(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
  checkCudaErrors(cufftExecC2C(plan, a, a, CUFFT_FORWARD));
  complex_mul_shifted<<<2, 256>>>(a, b, n);
  return 0;
}
