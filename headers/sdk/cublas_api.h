// cublas_api.h: stand-in for cuBLAS's host API (the handle-based "v2" API),
// written for tandem from the cuBLAS documentation. Declarations only: host
// code is parsed, never run, and cuBLAS's kernels are not tandem's to check.
#pragma once
#include <library_types.h>
#include <cuComplex.h>
#include <cuda_fp16.h>
#define CUBLAS_API_H_
#define CUBLASAPI
#define CUBLASWINAPI
#define CUBLAS_VER_MAJOR 11
#define CUBLAS_VER_MINOR 0
#define CUBLAS_VERSION 11000
typedef enum {
  CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED = 1, CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7, CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11, CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14, CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2, CUBLAS_OP_HERMITAN = 2, CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;
typedef enum {
  CUBLAS_GEMM_DFALT = -1, CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_ALGO0 = 0,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99, CUBLAS_GEMM_DFALT_TENSOR_OP = 99
} cublasGemmAlgo_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3
} cublasMath_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_32F = 68, CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77, CUBLAS_COMPUTE_64F = 70, CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65, CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75, CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
typedef cudaDataType cublasDataType_t;
typedef struct cublasContext *cublasHandle_t;

#define __TANDEM_BH extern "C" __attribute__((host)) cublasStatus_t
/* One declaration per type prefix: S float, D double, C cuComplex, Z cuDoubleComplex. */
#define __TANDEM_B4(M) M(S, float, float) M(D, double, double) M(C, cuComplex, float) M(Z, cuDoubleComplex, double)
#define __TANDEM_AXPY(P, T, R) __TANDEM_BH cublas##P##axpy_v2(cublasHandle_t, int, const T *, const T *, int, T *, int);
#define __TANDEM_COPY(P, T, R) __TANDEM_BH cublas##P##copy_v2(cublasHandle_t, int, const T *, int, T *, int);
#define __TANDEM_SWAP(P, T, R) __TANDEM_BH cublas##P##swap_v2(cublasHandle_t, int, T *, int, T *, int);
#define __TANDEM_SCAL(P, T, R) __TANDEM_BH cublas##P##scal_v2(cublasHandle_t, int, const T *, T *, int);
/* (the index functions spell the type in lower case: cublasIsamax) */
#define __TANDEM_AMAX(P, T) __TANDEM_BH cublasI##P##amax_v2(cublasHandle_t, int, const T *, int, int *); \
  __TANDEM_BH cublasI##P##amin_v2(cublasHandle_t, int, const T *, int, int *);
#define __TANDEM_GEMV(P, T, R) __TANDEM_BH cublas##P##gemv_v2(cublasHandle_t, cublasOperation_t, int, int, \
  const T *, const T *, int, const T *, int, const T *, T *, int);
#define __TANDEM_GER(P, T, R) __TANDEM_BH cublas##P##ger##_v2(cublasHandle_t, int, int, const T *, \
  const T *, int, const T *, int, T *, int);
#define __TANDEM_TRSV(P, T, R) __TANDEM_BH cublas##P##trsv_v2(cublasHandle_t, cublasFillMode_t, \
  cublasOperation_t, cublasDiagType_t, int, const T *, int, T *, int);
#define __TANDEM_GEMM(P, T, R) __TANDEM_BH cublas##P##gemm_v2(cublasHandle_t, cublasOperation_t, \
  cublasOperation_t, int, int, int, const T *, const T *, int, const T *, int, const T *, T *, int); \
  __TANDEM_BH cublas##P##gemmBatched(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, \
  int, const T *, const T *const[], int, const T *const[], int, const T *, T *const[], int, int); \
  __TANDEM_BH cublas##P##gemmStridedBatched(cublasHandle_t, cublasOperation_t, cublasOperation_t, \
  int, int, int, const T *, const T *, int, long long, const T *, int, long long, const T *, T *, \
  int, long long, int);
#define __TANDEM_SYRK(P, T, R) __TANDEM_BH cublas##P##syrk_v2(cublasHandle_t, cublasFillMode_t, \
  cublasOperation_t, int, int, const T *, const T *, int, const T *, T *, int);
#define __TANDEM_TRSM(P, T, R) __TANDEM_BH cublas##P##trsm_v2(cublasHandle_t, cublasSideMode_t, \
  cublasFillMode_t, cublasOperation_t, cublasDiagType_t, int, int, const T *, const T *, int, T *, int); \
  __TANDEM_BH cublas##P##trmm_v2(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, \
  cublasOperation_t, cublasDiagType_t, int, int, const T *, const T *, int, const T *, int, T *, int); \
  __TANDEM_BH cublas##P##symm_v2(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, int, int, \
  const T *, const T *, int, const T *, int, const T *, T *, int);
#define __TANDEM_GETRF(P, T, R) __TANDEM_BH cublas##P##getrfBatched(cublasHandle_t, int, T *const[], int, \
  int *, int *, int); \
  __TANDEM_BH cublas##P##getriBatched(cublasHandle_t, int, const T *const[], int, const int *, \
  T *const[], int, int *, int); \
  __TANDEM_BH cublas##P##getrsBatched(cublasHandle_t, cublasOperation_t, int, int, const T *const[], \
  int, const int *, T *const[], int, int *, int); \
  __TANDEM_BH cublas##P##matinvBatched(cublasHandle_t, int, const T *const[], int, T *const[], int, \
  int *, int); \
  __TANDEM_BH cublas##P##geam(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, \
  const T *, const T *, int, const T *, const T *, int, T *, int); \
  __TANDEM_BH cublas##P##dgmm(cublasHandle_t, cublasSideMode_t, int, int, const T *, int, \
  const T *, int, T *, int);
__TANDEM_B4(__TANDEM_AXPY) __TANDEM_B4(__TANDEM_COPY) __TANDEM_B4(__TANDEM_SWAP) __TANDEM_B4(__TANDEM_SCAL)
__TANDEM_AMAX(s, float) __TANDEM_AMAX(d, double) __TANDEM_AMAX(c, cuComplex)
__TANDEM_AMAX(z, cuDoubleComplex)
__TANDEM_B4(__TANDEM_GEMV) __TANDEM_B4(__TANDEM_TRSV) __TANDEM_B4(__TANDEM_GEMM)
__TANDEM_B4(__TANDEM_SYRK) __TANDEM_B4(__TANDEM_TRSM) __TANDEM_B4(__TANDEM_GETRF)
__TANDEM_GER(S, float, float) __TANDEM_GER(D, double, double)
#define __TANDEM_REAL(P, T, R) \
  __TANDEM_BH cublas##P##dot_v2(cublasHandle_t, int, const T *, int, const T *, int, T *); \
  __TANDEM_BH cublas##P##nrm2_v2(cublasHandle_t, int, const T *, int, T *); \
  __TANDEM_BH cublas##P##asum_v2(cublasHandle_t, int, const T *, int, T *);
__TANDEM_REAL(S, float, float) __TANDEM_REAL(D, double, double)
__TANDEM_BH cublasCdotu_v2(cublasHandle_t, int, const cuComplex *, int, const cuComplex *, int, cuComplex *);
__TANDEM_BH cublasCdotc_v2(cublasHandle_t, int, const cuComplex *, int, const cuComplex *, int, cuComplex *);
__TANDEM_BH cublasZdotu_v2(cublasHandle_t, int, const cuDoubleComplex *, int, const cuDoubleComplex *, int, cuDoubleComplex *);
__TANDEM_BH cublasZdotc_v2(cublasHandle_t, int, const cuDoubleComplex *, int, const cuDoubleComplex *, int, cuDoubleComplex *);
__TANDEM_BH cublasScnrm2_v2(cublasHandle_t, int, const cuComplex *, int, float *);
__TANDEM_BH cublasDznrm2_v2(cublasHandle_t, int, const cuDoubleComplex *, int, double *);
__TANDEM_BH cublasCsscal_v2(cublasHandle_t, int, const float *, cuComplex *, int);
__TANDEM_BH cublasZdscal_v2(cublasHandle_t, int, const double *, cuDoubleComplex *, int);
__TANDEM_BH cublasHgemm(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                        const __half *, const __half *, int, const __half *, int, const __half *,
                        __half *, int);
__TANDEM_BH cublasHgemmBatched(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                               const __half *, const __half *const[], int, const __half *const[],
                               int, const __half *, __half *const[], int, int);
__TANDEM_BH cublasHgemmStridedBatched(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int,
                                      int, const __half *, const __half *, int, long long,
                                      const __half *, int, long long, const __half *, __half *, int,
                                      long long, int);
/* the mixed-precision level-1 functions */
__TANDEM_BH cublasDotEx(cublasHandle_t, int, const void *, cudaDataType, int, const void *,
                        cudaDataType, int, void *, cudaDataType, cudaDataType);
__TANDEM_BH cublasDotcEx(cublasHandle_t, int, const void *, cudaDataType, int, const void *,
                         cudaDataType, int, void *, cudaDataType, cudaDataType);
__TANDEM_BH cublasAxpyEx(cublasHandle_t, int, const void *, cudaDataType, const void *,
                         cudaDataType, int, void *, cudaDataType, int, cudaDataType);
__TANDEM_BH cublasScalEx(cublasHandle_t, int, const void *, cudaDataType, void *, cudaDataType,
                         int, cudaDataType);
__TANDEM_BH cublasNrm2Ex(cublasHandle_t, int, const void *, cudaDataType, int, void *,
                         cudaDataType, cudaDataType);
/* least squares, batched */
#define __TANDEM_GELS(P, T, R) __TANDEM_BH cublas##P##gelsBatched(cublasHandle_t, cublasOperation_t, \
  int, int, int, T *const[], int, T *const[], int, int *, int *, int);
__TANDEM_B4(__TANDEM_GELS)
#undef __TANDEM_GELS
__TANDEM_BH cublasGemmEx(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                         const void *, const void *, cudaDataType, int, const void *, cudaDataType,
                         int, const void *, void *, cudaDataType, int, cublasComputeType_t,
                         cublasGemmAlgo_t);
__TANDEM_BH cublasGemmBatchedEx(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                const void *, const void *const[], cudaDataType, int,
                                const void *const[], cudaDataType, int, const void *,
                                void *const[], cudaDataType, int, int, cublasComputeType_t,
                                cublasGemmAlgo_t);
__TANDEM_BH cublasGemmStridedBatchedEx(cublasHandle_t, cublasOperation_t, cublasOperation_t, int,
                                       int, int, const void *, const void *, cudaDataType, int,
                                       long long, const void *, cudaDataType, int, long long,
                                       const void *, void *, cudaDataType, int, long long, int,
                                       cublasComputeType_t, cublasGemmAlgo_t);
__TANDEM_BH cublasSgemmEx(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                          const float *, const void *, cudaDataType, int, const void *,
                          cudaDataType, int, const float *, void *, cudaDataType, int);
__TANDEM_BH cublasCreate_v2(cublasHandle_t *);
__TANDEM_BH cublasDestroy_v2(cublasHandle_t);
__TANDEM_BH cublasGetVersion_v2(cublasHandle_t, int *);
__TANDEM_BH cublasGetProperty(libraryPropertyType, int *);
__TANDEM_BH cublasSetStream_v2(cublasHandle_t, cudaStream_t);
__TANDEM_BH cublasGetStream_v2(cublasHandle_t, cudaStream_t *);
__TANDEM_BH cublasSetPointerMode_v2(cublasHandle_t, cublasPointerMode_t);
__TANDEM_BH cublasGetPointerMode_v2(cublasHandle_t, cublasPointerMode_t *);
__TANDEM_BH cublasSetAtomicsMode(cublasHandle_t, cublasAtomicsMode_t);
__TANDEM_BH cublasSetMathMode(cublasHandle_t, cublasMath_t);
__TANDEM_BH cublasGetMathMode(cublasHandle_t, cublasMath_t *);
__TANDEM_BH cublasSetWorkspace_v2(cublasHandle_t, void *, __tandem_size_t);
__TANDEM_BH cublasSetVector(int, int, const void *, int, void *, int);
__TANDEM_BH cublasGetVector(int, int, const void *, int, void *, int);
__TANDEM_BH cublasSetMatrix(int, int, int, const void *, int, void *, int);
__TANDEM_BH cublasGetMatrix(int, int, int, const void *, int, void *, int);
__TANDEM_BH cublasSetVectorAsync(int, int, const void *, int, void *, int, cudaStream_t);
__TANDEM_BH cublasGetVectorAsync(int, int, const void *, int, void *, int, cudaStream_t);
__TANDEM_BH cublasSetMatrixAsync(int, int, int, const void *, int, void *, int, cudaStream_t);
__TANDEM_BH cublasGetMatrixAsync(int, int, int, const void *, int, void *, int, cudaStream_t);
extern "C" __attribute__((host)) const char *cublasGetStatusName(cublasStatus_t);
extern "C" __attribute__((host)) const char *cublasGetStatusString(cublasStatus_t);
#undef __TANDEM_B4
#undef __TANDEM_AXPY
#undef __TANDEM_COPY
#undef __TANDEM_SWAP
#undef __TANDEM_SCAL
#undef __TANDEM_AMAX
#undef __TANDEM_GEMV
#undef __TANDEM_GER
#undef __TANDEM_TRSV
#undef __TANDEM_GEMM
#undef __TANDEM_SYRK
#undef __TANDEM_TRSM
#undef __TANDEM_GETRF
#undef __TANDEM_REAL
#undef __TANDEM_BH
