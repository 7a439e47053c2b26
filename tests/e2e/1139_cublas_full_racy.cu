// As 1139_cublas_full_ok, but row_sums runs one thread per element of the
// 2D grid and adds it to out[r] without an atomic: the threads of one row
// (different columns) all read and write out[r].
//@ exit: 1
//@ expect-re: 1139_cublas_full_racy.cu:[0-9]+:[0-9]+: error: [a-z-]+ race on out\[
//@ expect-re: kernel 'bias_relu\(.*: verified
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdint.h>
#include <vector>

#define CHECK_CUBLAS(call)                                                              \
  do {                                                                                  \
    cublasStatus_t s_ = (call);                                                         \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                                  \
      fprintf(stderr, "%s failed: %s (%s)\n", #call, cublasGetStatusName(s_),           \
              cublasGetStatusString(s_));                                               \
      return 1;                                                                         \
    }                                                                                   \
  } while (0)

__global__ void bias_relu(float *y, const float *bias, int rows, int cols) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows && c < cols) {
    float v = y[c * rows + r] + bias[r];
    y[c * rows + r] = v > 0.0f ? v : 0.0f;
  }
}

__global__ void row_sums(float *out, const float *y, int rows, int cols) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows && c < cols)
    out[r] += y[c * rows + r];
}

int main() {
  const int m = 256, n = 128, k = 64, batch = 4;
  cublasHandle_t h;
  cudaStream_t stream;
  CHECK_CUBLAS(cublasCreate(&h));
  int version = 0;
  CHECK_CUBLAS(cublasGetVersion(h, &version));
  printf("cuBLAS %d (header %d)\n", version, CUBLAS_VERSION);
  cudaStreamCreate(&stream);
  CHECK_CUBLAS(cublasSetStream(h, stream));
  CHECK_CUBLAS(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH));
  CHECK_CUBLAS(cublasSetAtomicsMode(h, CUBLAS_ATOMICS_NOT_ALLOWED));
  void *workspace;
  cudaMalloc(&workspace, 1 << 20);
  CHECK_CUBLAS(cublasSetWorkspace(h, workspace, 1 << 20));

  std::vector<float> hA(m * k, 1.0f), hB(k * n, 0.5f), hBias(m, 0.1f), hOut(m);
  float *A, *B, *C, *bias, *x, *y, *out, *S, *T, *scal;
  __half *A16, *B16;
  int *pivots, *infos;
  cudaMalloc(&A, m * k * sizeof(float));
  cudaMalloc(&B, k * n * sizeof(float));
  cudaMalloc(&C, m * n * sizeof(float));
  cudaMalloc(&bias, m * sizeof(float));
  cudaMalloc(&x, m * sizeof(float));
  cudaMalloc(&y, m * sizeof(float));
  cudaMalloc(&out, m * sizeof(float));
  cudaMalloc(&S, m * m * sizeof(float));
  cudaMalloc(&T, batch * k * k * sizeof(float));
  cudaMalloc(&scal, 4 * sizeof(float));
  cudaMalloc(&A16, m * k * sizeof(__half));
  cudaMalloc(&B16, k * n * sizeof(__half));
  cudaMalloc(&pivots, batch * k * sizeof(int));
  cudaMalloc(&infos, batch * sizeof(int));
  CHECK_CUBLAS(cublasSetMatrix(m, k, sizeof(float), hA.data(), m, A, m));
  CHECK_CUBLAS(cublasSetMatrixAsync(k, n, sizeof(float), hB.data(), k, B, k, stream));
  CHECK_CUBLAS(cublasSetVector(m, sizeof(float), hBias.data(), 1, bias, 1));

  // Level 1 with host scalars, then with device ones.
  const float one = 1.0f, zero = 0.0f, half_ = 0.5f;
  float dot = 0.0f, norm = 0.0f;
  int imax = 0;
  CHECK_CUBLAS(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
  CHECK_CUBLAS(cublasScopy(h, m, bias, 1, x, 1));
  CHECK_CUBLAS(cublasSaxpy(h, m, &half_, bias, 1, x, 1));
  CHECK_CUBLAS(cublasSdot(h, m, x, 1, bias, 1, &dot));
  CHECK_CUBLAS(cublasSnrm2(h, m, x, 1, &norm));
  CHECK_CUBLAS(cublasIsamax(h, m, x, 1, &imax));
  const float c = 0.8f, s = 0.6f;
  CHECK_CUBLAS(cublasSrot(h, m, x, 1, y, 1, &c, &s));
  CHECK_CUBLAS(cublasAxpyEx(h, m, &one, CUDA_R_32F, bias, CUDA_R_32F, 1, y, CUDA_R_32F, 1,
                            CUDA_R_32F));
  CHECK_CUBLAS(cublasNrm2Ex(h, m, y, CUDA_R_32F, 1, &norm, CUDA_R_32F, CUDA_R_32F));
  CHECK_CUBLAS(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
  CHECK_CUBLAS(cublasSdot(h, m, x, 1, y, 1, scal));
  CHECK_CUBLAS(cublasSscal(h, m, scal, y, 1));
  CHECK_CUBLAS(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));

  // Level 2.
  CHECK_CUBLAS(cublasSgemv(h, CUBLAS_OP_N, m, k, &one, A, m, x, 1, &zero, y, 1));
  CHECK_CUBLAS(cublasSger(h, m, k, &one, x, 1, y, 1, A, m));
  CHECK_CUBLAS(cublasSsymv(h, CUBLAS_FILL_MODE_LOWER, m, &one, S, m, x, 1, &zero, y, 1));
  CHECK_CUBLAS(cublasStrmv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, m, S,
                           m, x, 1));
  CHECK_CUBLAS(cublasSgemvStridedBatched(h, CUBLAS_OP_N, k, k, &one, T, k, k * k, x, 1, 0,
                                         &zero, y, 1, k, batch));

  // Level 3 and the extensions.
  CHECK_CUBLAS(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A, m, B, k, &zero, C, m));
  CHECK_CUBLAS(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, m, k, &one, A, m, &zero, S, m));
  CHECK_CUBLAS(cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                           CUBLAS_DIAG_NON_UNIT, m, n, &one, S, m, C, m));
  CHECK_CUBLAS(cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, &one, C, m, &half_, C, m, C, m));
  CHECK_CUBLAS(cublasSdgmm(h, CUBLAS_SIDE_LEFT, m, n, C, m, bias, 1, C, m));
  CHECK_CUBLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A16, CUDA_R_16F, m, B16,
                            CUDA_R_16F, k, &zero, C, CUDA_R_32F, m, CUBLAS_COMPUTE_32F_FAST_TF32,
                            CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  // (the compute type as a cudaDataType, as before CUDA 11)
  CHECK_CUBLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A, CUDA_R_32F, m, B,
                            CUDA_R_32F, k, &zero, C, CUDA_R_32F, m, CUDA_R_32F, CUBLAS_GEMM_DEFAULT));
  CHECK_CUBLAS(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, k, k, k, &one, T, CUDA_R_32F,
                                          k, k * k, T, CUDA_R_32F, k, k * k, &zero, T, CUDA_R_32F,
                                          k, k * k, batch, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_ALGO0));
  CHECK_CUBLAS(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, k, k, k, &one, T, k, k * k,
                                         T, k, k * k, &zero, T, k, k * k, batch));
  std::vector<float *> hT(batch);
  for (int b = 0; b < batch; b++)
    hT[b] = T + b * k * k;
  float **dT;
  cudaMalloc(&dT, batch * sizeof(float *));
  cudaMemcpy(dT, hT.data(), batch * sizeof(float *), cudaMemcpyHostToDevice);
  CHECK_CUBLAS(cublasSgetrfBatched(h, k, dT, k, pivots, infos, batch));
  CHECK_CUBLAS(cublasSgetrsBatched(h, CUBLAS_OP_N, k, 1, dT, k, pivots, dT, k, infos, batch));

  // The 64-bit API.
  int64_t imax64 = 0;
  CHECK_CUBLAS(cublasSnrm2_64(h, (int64_t)m, x, 1, &norm));
  CHECK_CUBLAS(cublasIsamax_64(h, (int64_t)m, x, 1, &imax64));
  CHECK_CUBLAS(cublasSgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A, m, B, k, &zero, C, m));
  CHECK_CUBLAS(cublasSdgmm_64(h, CUBLAS_SIDE_LEFT, m, n, C, m, bias, 1, C, m));
  CHECK_CUBLAS(cublasGemmEx_64(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A16, CUDA_R_16F, m,
                               B16, CUDA_R_16F, k, &zero, C, CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                               CUBLAS_GEMM_DEFAULT));

  // The file's own kernels on the GEMM's result, on the handle's stream.
  dim3 block(32, 8), grid((n + 31) / 32, (m + 7) / 8);
  bias_relu<<<grid, block, 0, stream>>>(C, bias, m, n);
  cudaMemsetAsync(out, 0, m * sizeof(float), stream);
  row_sums<<<grid, block, 0, stream>>>(out, C, m, n);
  CHECK_CUBLAS(cublasGetVectorAsync(m, sizeof(float), out, 1, hOut.data(), 1, stream));
  cudaStreamSynchronize(stream);
  CHECK_CUBLAS(cublasGetMatrix(m, 1, sizeof(float), C, m, hOut.data(), m));
  printf("dot %f norm %f imax %d/%lld out[0] %f\n", dot, norm, imax, (long long)imax64, hOut[0]);
  CHECK_CUBLAS(cublasDestroy(h));
  cudaStreamDestroy(stream);
  return 0;
}
