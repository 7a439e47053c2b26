// Host code of cuSOLVER's dense API (cusolverDn.h: Cholesky with its
// workspace query, LU and its solve, SVD, the symmetric eigensolver, and the
// 64-bit generic API with its parameters), which parses and does nothing
// (cuSOLVER's kernels are not in the file), around two kernels of the file.
// zero_upper clears the strict upper triangle of the Cholesky factor and
// log_diag reads its diagonal: each thread writes its own element.
//@ exit: 0
//@ expect-re: kernel 'zero_upper\(.*: verified
//@ expect-re: kernel 'log_diag\(.*: verified
#include <cusolverDn.h>
#include <cuda_runtime.h>
#include <stdlib.h>

__global__ void zero_upper(float *a, int n) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && j < n && i < j)
    a[j * n + i] = 0.0f;
}

__global__ void log_diag(float *out, const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * logf(a[i * n + i]);
}

int main() {
  const int n = 256;
  cusolverDnHandle_t h;
  cudaStream_t stream;
  if (cusolverDnCreate(&h) != CUSOLVER_STATUS_SUCCESS)
    return 1;
  cudaStreamCreate(&stream);
  cusolverDnSetStream(h, stream);
  float *a, *b, *s, *u, *vt, *w, *logs, *work, *rwork;
  int *info, *ipiv, lwork = 0, lw2 = 0;
  cudaMalloc(&a, n * n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&s, n * sizeof(float));
  cudaMalloc(&u, n * n * sizeof(float));
  cudaMalloc(&vt, n * n * sizeof(float));
  cudaMalloc(&w, n * sizeof(float));
  cudaMalloc(&logs, n * sizeof(float));
  cudaMalloc(&rwork, n * sizeof(float));
  cudaMalloc(&info, sizeof(int));
  cudaMalloc(&ipiv, n * sizeof(int));

  // Cholesky, with the workspace it asks for.
  cusolverDnSpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, a, n, &lwork);
  cusolverDnSgetrf_bufferSize(h, n, n, a, n, &lw2);
  if (lw2 > lwork) lwork = lw2;
  cusolverDnSgesvd_bufferSize(h, n, n, &lw2);
  if (lw2 > lwork) lwork = lw2;
  cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, a, n, w, &lw2);
  if (lw2 > lwork) lwork = lw2;
  cudaMalloc(&work, lwork * sizeof(float));
  cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, a, n, work, lwork, info);
  cusolverDnSpotrs(h, CUBLAS_FILL_MODE_LOWER, n, 1, a, n, b, n, info);
  // LU and its solve, the SVD, the eigenvalues.
  cusolverDnSgetrf(h, n, n, a, n, work, ipiv, info);
  cusolverDnSgetrs(h, CUBLAS_OP_N, n, 1, a, n, ipiv, b, n, info);
  cusolverDnSgesvd(h, 'A', 'A', n, n, a, n, s, u, n, vt, n, work, lwork, rwork, info);
  cusolverDnSsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, a, n, w, work, lwork, info);

  // The 64-bit API: device and host workspaces, sizes in bytes.
  cusolverDnParams_t params;
  cusolverDnCreateParams(&params);
  cusolverDnSetAdvOptions(params, CUSOLVERDN_GETRF, CUSOLVER_ALG_0);
  size_t dBytes = 0, hBytes = 0;
  int64_t *ipiv64;
  cudaMalloc(&ipiv64, n * sizeof(int64_t));
  cusolverDnXgetrf_bufferSize(h, params, n, n, CUDA_R_32F, a, n, CUDA_R_32F, &dBytes, &hBytes);
  void *dWork, *hWork = malloc(hBytes > 0 ? hBytes : 1);
  cudaMalloc(&dWork, dBytes);
  cusolverDnXgetrf(h, params, n, n, CUDA_R_32F, a, n, ipiv64, CUDA_R_32F, dWork, dBytes, hWork,
                   hBytes, info);
  cusolverDnXgetrs(h, params, CUBLAS_OP_N, n, 1, CUDA_R_32F, a, n, ipiv64, CUDA_R_32F, b, n, info);
  cusolverDnXpotrf_bufferSize(h, params, CUBLAS_FILL_MODE_LOWER, n, CUDA_R_32F, a, n, CUDA_R_32F,
                              &dBytes, &hBytes);
  cusolverDnXsyevd_bufferSize(h, params, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, n,
                              CUDA_R_32F, a, n, CUDA_R_32F, w, CUDA_R_32F, &dBytes, &hBytes);
  cusolverDnDestroyParams(params);

  cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, a, n, work, lwork, info);
  dim3 block(16, 16), grid(n / 16, n / 16);
  zero_upper<<<grid, block, 0, stream>>>(a, n);
  log_diag<<<n / 128, 128, 0, stream>>>(logs, a, n);
  cudaStreamSynchronize(stream);
  cusolverDnDestroy(h);
  return 0;
}
