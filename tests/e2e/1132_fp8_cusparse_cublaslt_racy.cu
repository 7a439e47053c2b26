// As 1132_fp8_cusparse_cublaslt_ok, but quantise stores two floats into
// one 8-bit element: the race is on out[i / 2].
//@ exit: 1
//@ expect-re: 1132_fp8_cusparse_cublaslt_racy.cu:[0-9]+:[0-9]+: error: write-write race on out\[
//@ expect-re: kernel 'widen\(.*: verified
#include <cusparse.h>
#include <cublasLt.h>
#include <cuda_fp8.h>

__global__ void quantise(__nv_fp8_e4m3 *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i / 2] = __nv_fp8_e4m3(in[i] * 0.5f);
}

__global__ void widen(float *out, const __nv_fp8_e5m2 *in, const __nv_fp8x4_e4m3 *q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 f = (float4)q[i];
    __nv_fp8_storage_t s = __nv_cvt_float_to_fp8(f.y, __NV_SATFINITE, __NV_E5M2);
    __half_raw r = __nv_cvt_fp8_to_halfraw(s, __NV_E5M2);
    out[i] = (float)in[i] + f.x + (float)__half(r);
  }
}

int main() {
  int n = 1024;
  cusparseHandle_t sp;
  cusparseCreate(&sp);
  cusparseSpMatDescr_t a;
  cusparseDnVecDescr_t x, y;
  int64_t *rows, *cols;
  float *vals, *xv, *yv, alpha = 1.0f, beta = 0.0f;
  size_t bytes = 0;
  cudaMalloc(&rows, (n + 1) * sizeof(int64_t));
  cudaMalloc(&cols, 4 * n * sizeof(int64_t));
  cudaMalloc(&vals, 4 * n * sizeof(float));
  cudaMalloc(&xv, n * sizeof(float));
  cudaMalloc(&yv, n * sizeof(float));
  cusparseCreateCsr(&a, n, n, 4 * n, rows, cols, vals, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&x, n, xv, CUDA_R_32F);
  cusparseCreateDnVec(&y, n, yv, CUDA_R_32F);
  cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, x, &beta, y, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, &bytes);
  cublasLtHandle_t lt;
  cublasLtCreate(&lt);
  cublasLtMatmulHeuristicResult_t best;
  (void)best.workspaceSize;

  __nv_fp8_e4m3 *o;
  __nv_fp8_e5m2 *e;
  __nv_fp8x4_e4m3 *q;
  cudaMalloc(&o, n);
  cudaMalloc(&e, n);
  cudaMalloc(&q, 4 * n);
  quantise<<<n / 256, 256>>>(o, xv, n);
  widen<<<n / 256, 256>>>(yv, e, q, n);
  return 0;
}
