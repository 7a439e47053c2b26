// A cuFFT + cuBLAS host program in the samples' style: the plans and BLAS
// calls are declarations tandem parses; the file's own kernel (a pointwise
// complex multiply on cufftComplex, i.e. float2) is what tandem checks.
//@ args: --blockDim=256 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'complex_mul[('].*: verified
#include <cufft.h>
#include <cublas_v2.h>
#include <helper_cuda.h>

__global__ void complex_mul(cufftComplex *a, const cufftComplex *b, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cufftComplex x = a[i], y = b[i];
    a[i] = make_float2((x.x * y.x - x.y * y.y) * scale, (x.x * y.y + x.y * y.x) * scale);
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
  checkCudaErrors(cufftExecC2C(plan, b, b, CUFFT_FORWARD));
  complex_mul<<<2, 256>>>(a, b, n, 1.0f / n);
  getLastCudaError("complex_mul failed");
  checkCudaErrors(cufftExecC2C(plan, a, a, CUFFT_INVERSE));
  cublasHandle_t h;
  checkCudaErrors(cublasCreate(&h));
  float norm = 0;
  checkCudaErrors(cublasSnrm2(h, 2 * n, (const float *)a, 1, &norm));
  checkCudaErrors(cublasDestroy(h));
  checkCudaErrors(cufftDestroy(plan));
  printf("norm %f\n", norm);
  return 0;
}
