// cublas_api.h: stand-in for cuBLAS's host API (the handle-based "v2" API of
// cuBLAS 12, with its 64-bit integer "_64" API), written for tandem from the
// cuBLAS documentation. Declarations only: host code is parsed, never run, and
// cuBLAS's kernels are not tandem's to check. cublas_v2.h maps the unsuffixed
// names onto the _v2 functions; cublas.h declares the legacy API over this file.
#pragma once
#include <stdint.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define CUBLAS_API_H_
#define CUBLASAPI
#define CUBLASWINAPI
#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 6
#define CUBLAS_VER_PATCH 4
#define CUBLAS_VER_BUILD 1
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)
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
/* ALGO0..23 are 0..23; the tensor-op ones 100 + i; the defaults -1 and 99. */
typedef enum {
  CUBLAS_GEMM_DFALT = -1, CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0, CUBLAS_GEMM_ALGO1, CUBLAS_GEMM_ALGO2, CUBLAS_GEMM_ALGO3, CUBLAS_GEMM_ALGO4,
  CUBLAS_GEMM_ALGO5, CUBLAS_GEMM_ALGO6, CUBLAS_GEMM_ALGO7, CUBLAS_GEMM_ALGO8, CUBLAS_GEMM_ALGO9,
  CUBLAS_GEMM_ALGO10, CUBLAS_GEMM_ALGO11, CUBLAS_GEMM_ALGO12, CUBLAS_GEMM_ALGO13,
  CUBLAS_GEMM_ALGO14, CUBLAS_GEMM_ALGO15, CUBLAS_GEMM_ALGO16, CUBLAS_GEMM_ALGO17,
  CUBLAS_GEMM_ALGO18, CUBLAS_GEMM_ALGO19, CUBLAS_GEMM_ALGO20, CUBLAS_GEMM_ALGO21,
  CUBLAS_GEMM_ALGO22, CUBLAS_GEMM_ALGO23,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99, CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP, CUBLAS_GEMM_ALGO2_TENSOR_OP,
  CUBLAS_GEMM_ALGO3_TENSOR_OP, CUBLAS_GEMM_ALGO4_TENSOR_OP, CUBLAS_GEMM_ALGO5_TENSOR_OP,
  CUBLAS_GEMM_ALGO6_TENSOR_OP, CUBLAS_GEMM_ALGO7_TENSOR_OP, CUBLAS_GEMM_ALGO8_TENSOR_OP,
  CUBLAS_GEMM_ALGO9_TENSOR_OP, CUBLAS_GEMM_ALGO10_TENSOR_OP, CUBLAS_GEMM_ALGO11_TENSOR_OP,
  CUBLAS_GEMM_ALGO12_TENSOR_OP, CUBLAS_GEMM_ALGO13_TENSOR_OP, CUBLAS_GEMM_ALGO14_TENSOR_OP,
  CUBLAS_GEMM_ALGO15_TENSOR_OP
} cublasGemmAlgo_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3, CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
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
typedef void (*cublasLogCallback)(const char *msg);

#define __TANDEM_BH extern "C" __attribute__((host)) cublasStatus_t

/* ---- helpers ---- */
__TANDEM_BH cublasCreate_v2(cublasHandle_t *);
__TANDEM_BH cublasDestroy_v2(cublasHandle_t);
__TANDEM_BH cublasGetVersion_v2(cublasHandle_t, int *);
__TANDEM_BH cublasGetProperty(libraryPropertyType, int *);
extern "C" __attribute__((host)) __tandem_size_t cublasGetCudartVersion(void);
__TANDEM_BH cublasSetWorkspace_v2(cublasHandle_t, void *, __tandem_size_t);
__TANDEM_BH cublasSetStream_v2(cublasHandle_t, cudaStream_t);
__TANDEM_BH cublasGetStream_v2(cublasHandle_t, cudaStream_t *);
__TANDEM_BH cublasGetPointerMode_v2(cublasHandle_t, cublasPointerMode_t *);
__TANDEM_BH cublasSetPointerMode_v2(cublasHandle_t, cublasPointerMode_t);
__TANDEM_BH cublasGetAtomicsMode(cublasHandle_t, cublasAtomicsMode_t *);
__TANDEM_BH cublasSetAtomicsMode(cublasHandle_t, cublasAtomicsMode_t);
__TANDEM_BH cublasGetMathMode(cublasHandle_t, cublasMath_t *);
__TANDEM_BH cublasSetMathMode(cublasHandle_t, cublasMath_t);
__TANDEM_BH cublasGetSmCountTarget(cublasHandle_t, int *);
__TANDEM_BH cublasSetSmCountTarget(cublasHandle_t, int);
extern "C" __attribute__((host)) const char *cublasGetStatusName(cublasStatus_t);
extern "C" __attribute__((host)) const char *cublasGetStatusString(cublasStatus_t);
__TANDEM_BH cublasLoggerConfigure(int, int, int, const char *);
__TANDEM_BH cublasSetLoggerCallback(cublasLogCallback);
__TANDEM_BH cublasGetLoggerCallback(cublasLogCallback *);
extern "C" __attribute__((host)) void cublasXerbla(const char *, int);

/* ---- everything with sizes: I is the integer type (int, or int64_t in the
 * _64 API), V the suffix of the functions that have a _v2 name (_v2, _v2_64),
 * N that of the others (nothing, _64). Each family takes (P, T, R, I, V, N):
 * P the type prefix, T the element type, R its real type. ---- */
#define __TANDEM_B4(M, I, V, N) M(S, float, float, I, V, N) M(D, double, double, I, V, N) \
  M(C, cuComplex, float, I, V, N) M(Z, cuDoubleComplex, double, I, V, N)
#define __TANDEM_BR(M, I, V, N) M(S, float, float, I, V, N) M(D, double, double, I, V, N)
#define __TANDEM_BC(M, I, V, N) M(C, cuComplex, float, I, V, N) M(Z, cuDoubleComplex, double, I, V, N)

/* host <-> device copies (elemSize bytes an element) */
#define __TANDEM_COPIES(I, N) \
  __TANDEM_BH cublasSetVector##N(I, I, const void *, I, void *, I); \
  __TANDEM_BH cublasGetVector##N(I, I, const void *, I, void *, I); \
  __TANDEM_BH cublasSetMatrix##N(I, I, I, const void *, I, void *, I); \
  __TANDEM_BH cublasGetMatrix##N(I, I, I, const void *, I, void *, I); \
  __TANDEM_BH cublasSetVectorAsync##N(I, I, const void *, I, void *, I, cudaStream_t); \
  __TANDEM_BH cublasGetVectorAsync##N(I, I, const void *, I, void *, I, cudaStream_t); \
  __TANDEM_BH cublasSetMatrixAsync##N(I, I, I, const void *, I, void *, I, cudaStream_t); \
  __TANDEM_BH cublasGetMatrixAsync##N(I, I, I, const void *, I, void *, I, cudaStream_t);

/* level 1 */
#define __TANDEM_L1(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##axpy##V(cublasHandle_t, I, const T *, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##copy##V(cublasHandle_t, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##swap##V(cublasHandle_t, I, T *, I, T *, I);
/* scal, nrm2, asum: T the vector's type, R the scalar's (Csscal, Scnrm2, ...) */
#define __TANDEM_SCAL(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##scal##V(cublasHandle_t, I, const R *, T *, I);
#define __TANDEM_NRM(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##nrm2##V(cublasHandle_t, I, const T *, I, R *); \
  __TANDEM_BH cublas##P##asum##V(cublasHandle_t, I, const T *, I, R *);
/* (the index functions spell the type in lower case: cublasIsamax) */
#define __TANDEM_AMAX(P, T, R, I, V, N) \
  __TANDEM_BH cublasI##P##amax##V(cublasHandle_t, I, const T *, I, I *); \
  __TANDEM_BH cublasI##P##amin##V(cublasHandle_t, I, const T *, I, I *);
#define __TANDEM_DOT(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##dot##V(cublasHandle_t, I, const T *, I, const T *, I, T *); \
  __TANDEM_BH cublas##P##rotm##V(cublasHandle_t, I, T *, I, T *, I, const T *);
#define __TANDEM_DOTC(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##dotu##V(cublasHandle_t, I, const T *, I, const T *, I, T *); \
  __TANDEM_BH cublas##P##dotc##V(cublasHandle_t, I, const T *, I, const T *, I, T *);
/* rot: C the type of c, S that of s (Crot: float c, cuComplex s; Csrot: float both) */
#define __TANDEM_ROT(P, T, C, S, I, V) \
  __TANDEM_BH cublas##P##rot##V(cublasHandle_t, I, T *, I, T *, I, const C *, const S *);

/* level 2 */
#define __TANDEM_L2(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##gemv##V(cublasHandle_t, cublasOperation_t, I, I, const T *, const T *, I, \
    const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##gbmv##V(cublasHandle_t, cublasOperation_t, I, I, I, I, const T *, \
    const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##trmv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##trsv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##tbmv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##tbsv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##tpmv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##tpsv##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, \
    cublasDiagType_t, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##symv##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##syr##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    T *, I); \
  __TANDEM_BH cublas##P##syr2##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, T *, I); \
  __TANDEM_BH cublas##P##gemvBatched##N(cublasHandle_t, cublasOperation_t, I, I, const T *, \
    const T *const[], I, const T *const[], I, const T *, T *const[], I, I); \
  __TANDEM_BH cublas##P##gemvStridedBatched##N(cublasHandle_t, cublasOperation_t, I, I, \
    const T *, const T *, I, long long, const T *, I, long long, const T *, T *, I, long long, I);
/* the packed and banded symmetric ones, real only (the complex ones are Hermitian) */
#define __TANDEM_L2R(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##sbmv##V(cublasHandle_t, cublasFillMode_t, I, I, const T *, const T *, \
    I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##spmv##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, \
    const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##ger##V(cublasHandle_t, I, I, const T *, const T *, I, const T *, I, \
    T *, I); \
  __TANDEM_BH cublas##P##spr##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    T *); \
  __TANDEM_BH cublas##P##spr2##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, T *);
/* Hermitian: her and hpr take a real alpha */
#define __TANDEM_L2C(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##hemv##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##hbmv##V(cublasHandle_t, cublasFillMode_t, I, I, const T *, const T *, \
    I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##hpmv##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, \
    const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##geru##V(cublasHandle_t, I, I, const T *, const T *, I, const T *, I, \
    T *, I); \
  __TANDEM_BH cublas##P##gerc##V(cublasHandle_t, I, I, const T *, const T *, I, const T *, I, \
    T *, I); \
  __TANDEM_BH cublas##P##her##V(cublasHandle_t, cublasFillMode_t, I, const R *, const T *, I, \
    T *, I); \
  __TANDEM_BH cublas##P##hpr##V(cublasHandle_t, cublasFillMode_t, I, const R *, const T *, I, \
    T *); \
  __TANDEM_BH cublas##P##her2##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, T *, I); \
  __TANDEM_BH cublas##P##hpr2##V(cublasHandle_t, cublasFillMode_t, I, const T *, const T *, I, \
    const T *, I, T *);
/* the half/bfloat16 batched gemv: H __half, T __nv_bfloat16, S float (inputs, compute, output) */
#define __TANDEM_GEMVH(P, A, Y, I, N) \
  __TANDEM_BH cublas##P##gemvBatched##N(cublasHandle_t, cublasOperation_t, I, I, const float *, \
    const A *const[], I, const A *const[], I, const float *, Y *const[], I, I); \
  __TANDEM_BH cublas##P##gemvStridedBatched##N(cublasHandle_t, cublasOperation_t, I, I, \
    const float *, const A *, I, long long, const A *, I, long long, const float *, Y *, I, \
    long long, I);

/* level 3 */
#define __TANDEM_L3(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##gemm##V(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const T *, const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##gemmBatched##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, \
    I, I, const T *, const T *const[], I, const T *const[], I, const T *, T *const[], I, I); \
  __TANDEM_BH cublas##P##gemmStridedBatched##N(cublasHandle_t, cublasOperation_t, \
    cublasOperation_t, I, I, I, const T *, const T *, I, long long, const T *, I, long long, \
    const T *, T *, I, long long, I); \
  __TANDEM_BH cublas##P##syrk##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##syr2k##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##syrkx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##symm##V(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, I, I, \
    const T *, const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##trsm##V(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, \
    cublasOperation_t, cublasDiagType_t, I, I, const T *, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##trmm##V(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, \
    cublasOperation_t, cublasDiagType_t, I, I, const T *, const T *, I, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##trsmBatched##N(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, \
    cublasOperation_t, cublasDiagType_t, I, I, const T *, const T *const[], I, T *const[], I, I); \
  __TANDEM_BH cublas##P##geam##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, const T *, I, T *, I); \
  __TANDEM_BH cublas##P##dgmm##N(cublasHandle_t, cublasSideMode_t, I, I, const T *, I, \
    const T *, I, T *, I);
/* Hermitian rank-k updates take real alpha (herk) or real beta (her2k, herkx) */
#define __TANDEM_L3C(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##herk##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const R *, const T *, I, const R *, T *, I); \
  __TANDEM_BH cublas##P##her2k##V(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, I, const R *, T *, I); \
  __TANDEM_BH cublas##P##herkx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const T *, const T *, I, const T *, I, const R *, T *, I); \
  __TANDEM_BH cublas##P##hemm##V(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, I, I, \
    const T *, const T *, I, const T *, I, const T *, T *, I); \
  __TANDEM_BH cublas##P##gemm3m##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, \
    I, const T *, const T *, I, const T *, I, const T *, T *, I);
/* grouped batched gemm (cuBLAS 12.5): one problem shape per group */
#define __TANDEM_GROUPED(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##gemmGroupedBatched##N(cublasHandle_t, const cublasOperation_t[], \
    const cublasOperation_t[], const I[], const I[], const I[], const T[], const T *const[], \
    const I[], const T *const[], const I[], const T[], T *const[], const I[], I, const I[]);

/* the mixed-precision ("Ex") functions: types given as cudaDataType */
#define __TANDEM_EX(I, N) \
  __TANDEM_BH cublasNrm2Ex##N(cublasHandle_t, I, const void *, cudaDataType, I, void *, \
    cudaDataType, cudaDataType); \
  __TANDEM_BH cublasDotEx##N(cublasHandle_t, I, const void *, cudaDataType, I, const void *, \
    cudaDataType, I, void *, cudaDataType, cudaDataType); \
  __TANDEM_BH cublasDotcEx##N(cublasHandle_t, I, const void *, cudaDataType, I, const void *, \
    cudaDataType, I, void *, cudaDataType, cudaDataType); \
  __TANDEM_BH cublasScalEx##N(cublasHandle_t, I, const void *, cudaDataType, void *, \
    cudaDataType, I, cudaDataType); \
  __TANDEM_BH cublasAxpyEx##N(cublasHandle_t, I, const void *, cudaDataType, const void *, \
    cudaDataType, I, void *, cudaDataType, I, cudaDataType); \
  __TANDEM_BH cublasCopyEx##N(cublasHandle_t, I, const void *, cudaDataType, I, void *, \
    cudaDataType, I); \
  __TANDEM_BH cublasSwapEx##N(cublasHandle_t, I, void *, cudaDataType, I, void *, cudaDataType, \
    I); \
  __TANDEM_BH cublasIamaxEx##N(cublasHandle_t, I, const void *, cudaDataType, I, I *); \
  __TANDEM_BH cublasIaminEx##N(cublasHandle_t, I, const void *, cudaDataType, I, I *); \
  __TANDEM_BH cublasAsumEx##N(cublasHandle_t, I, const void *, cudaDataType, I, void *, \
    cudaDataType, cudaDataType); \
  __TANDEM_BH cublasRotEx##N(cublasHandle_t, I, void *, cudaDataType, I, void *, cudaDataType, \
    I, const void *, const void *, cudaDataType, cudaDataType); \
  __TANDEM_BH cublasRotmEx##N(cublasHandle_t, I, void *, cudaDataType, I, void *, cudaDataType, \
    I, const void *, cudaDataType, cudaDataType); \
  __TANDEM_BH cublasSgemmEx##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const float *, const void *, cudaDataType, I, const void *, cudaDataType, I, const float *, \
    void *, cudaDataType, I); \
  __TANDEM_BH cublasCgemmEx##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const cuComplex *, const void *, cudaDataType, I, const void *, cudaDataType, I, \
    const cuComplex *, void *, cudaDataType, I); \
  __TANDEM_BH cublasCgemm3mEx##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const cuComplex *, const void *, cudaDataType, I, const void *, cudaDataType, I, \
    const cuComplex *, void *, cudaDataType, I); \
  __TANDEM_BH cublasCsyrkEx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const cuComplex *, const void *, cudaDataType, I, const cuComplex *, void *, cudaDataType, I); \
  __TANDEM_BH cublasCsyrk3mEx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const cuComplex *, const void *, cudaDataType, I, const cuComplex *, void *, cudaDataType, I); \
  __TANDEM_BH cublasCherkEx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const float *, const void *, cudaDataType, I, const float *, void *, cudaDataType, I); \
  __TANDEM_BH cublasCherk3mEx##N(cublasHandle_t, cublasFillMode_t, cublasOperation_t, I, I, \
    const float *, const void *, cudaDataType, I, const float *, void *, cudaDataType, I); \
  __TANDEM_BH cublasGemmEx##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const void *, const void *, cudaDataType, I, const void *, cudaDataType, I, const void *, \
    void *, cudaDataType, I, cublasComputeType_t, cublasGemmAlgo_t); \
  __TANDEM_BH cublasGemmBatchedEx##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, \
    I, const void *, const void *const[], cudaDataType, I, const void *const[], cudaDataType, I, \
    const void *, void *const[], cudaDataType, I, I, cublasComputeType_t, cublasGemmAlgo_t); \
  __TANDEM_BH cublasGemmStridedBatchedEx##N(cublasHandle_t, cublasOperation_t, \
    cublasOperation_t, I, I, I, const void *, const void *, cudaDataType, I, long long, \
    const void *, cudaDataType, I, long long, const void *, void *, cudaDataType, I, long long, I, \
    cublasComputeType_t, cublasGemmAlgo_t); \
  __TANDEM_BH cublasGemmGroupedBatchedEx##N(cublasHandle_t, const cublasOperation_t[], \
    const cublasOperation_t[], const I[], const I[], const I[], const void *, \
    const void *const[], cudaDataType, const I[], const void *const[], cudaDataType, const I[], \
    const void *, void *const[], cudaDataType, const I[], I, const I[], cublasComputeType_t);
/* Before CUDA 11 the compute type of the gemm Ex functions was a cudaDataType;
 * C++ programs that still pass one (CUDA_R_32F) get these overloads. */
#define __TANDEM_EX_OLD(I, N) \
  __attribute__((host)) cublasStatus_t cublasGemmEx##N(cublasHandle_t, cublasOperation_t, \
    cublasOperation_t, I, I, I, const void *, const void *, cudaDataType, I, const void *, \
    cudaDataType, I, const void *, void *, cudaDataType, I, cudaDataType, cublasGemmAlgo_t); \
  __attribute__((host)) cublasStatus_t cublasGemmBatchedEx##N(cublasHandle_t, cublasOperation_t, \
    cublasOperation_t, I, I, I, const void *, const void *const[], cudaDataType, I, \
    const void *const[], cudaDataType, I, const void *, void *const[], cudaDataType, I, I, \
    cudaDataType, cublasGemmAlgo_t); \
  __attribute__((host)) cublasStatus_t cublasGemmStridedBatchedEx##N(cublasHandle_t, \
    cublasOperation_t, cublasOperation_t, I, I, I, const void *, const void *, cudaDataType, I, \
    long long, const void *, cudaDataType, I, long long, const void *, void *, cudaDataType, I, \
    long long, I, cudaDataType, cublasGemmAlgo_t);

/* all of it, for one integer width */
#define __TANDEM_SIZED(I, V, N) \
  __TANDEM_COPIES(I, N) \
  __TANDEM_B4(__TANDEM_L1, I, V, N) \
  __TANDEM_SCAL(S, float, float, I, V, N) __TANDEM_SCAL(D, double, double, I, V, N) \
  __TANDEM_SCAL(C, cuComplex, cuComplex, I, V, N) \
  __TANDEM_SCAL(Z, cuDoubleComplex, cuDoubleComplex, I, V, N) \
  __TANDEM_SCAL(Cs, cuComplex, float, I, V, N) __TANDEM_SCAL(Zd, cuDoubleComplex, double, I, V, N) \
  __TANDEM_NRM(S, float, float, I, V, N) __TANDEM_NRM(D, double, double, I, V, N) \
  __TANDEM_NRM(Sc, cuComplex, float, I, V, N) __TANDEM_NRM(Dz, cuDoubleComplex, double, I, V, N) \
  __TANDEM_AMAX(s, float, float, I, V, N) __TANDEM_AMAX(d, double, double, I, V, N) \
  __TANDEM_AMAX(c, cuComplex, float, I, V, N) __TANDEM_AMAX(z, cuDoubleComplex, double, I, V, N) \
  __TANDEM_BR(__TANDEM_DOT, I, V, N) __TANDEM_BC(__TANDEM_DOTC, I, V, N) \
  __TANDEM_ROT(S, float, float, float, I, V) __TANDEM_ROT(D, double, double, double, I, V) \
  __TANDEM_ROT(C, cuComplex, float, cuComplex, I, V) __TANDEM_ROT(Cs, cuComplex, float, float, I, V) \
  __TANDEM_ROT(Z, cuDoubleComplex, double, cuDoubleComplex, I, V) \
  __TANDEM_ROT(Zd, cuDoubleComplex, double, double, I, V) \
  __TANDEM_B4(__TANDEM_L2, I, V, N) __TANDEM_BR(__TANDEM_L2R, I, V, N) \
  __TANDEM_BC(__TANDEM_L2C, I, V, N) \
  __TANDEM_GEMVH(HSH, __half, __half, I, N) __TANDEM_GEMVH(HSS, __half, float, I, N) \
  __TANDEM_GEMVH(TST, __nv_bfloat16, __nv_bfloat16, I, N) \
  __TANDEM_GEMVH(TSS, __nv_bfloat16, float, I, N) \
  __TANDEM_B4(__TANDEM_L3, I, V, N) __TANDEM_BC(__TANDEM_L3C, I, V, N) \
  __TANDEM_BR(__TANDEM_GROUPED, I, V, N) \
  __TANDEM_BH cublasCgemm3mBatched##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, \
    I, const cuComplex *, const cuComplex *const[], I, const cuComplex *const[], I, \
    const cuComplex *, cuComplex *const[], I, I); \
  __TANDEM_BH cublasCgemm3mStridedBatched##N(cublasHandle_t, cublasOperation_t, \
    cublasOperation_t, I, I, I, const cuComplex *, const cuComplex *, I, long long, \
    const cuComplex *, I, long long, const cuComplex *, cuComplex *, I, long long, I); \
  __TANDEM_BH cublasHgemm##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, I, \
    const __half *, const __half *, I, const __half *, I, const __half *, __half *, I); \
  __TANDEM_BH cublasHgemmBatched##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, I, I, \
    I, const __half *, const __half *const[], I, const __half *const[], I, const __half *, \
    __half *const[], I, I); \
  __TANDEM_BH cublasHgemmStridedBatched##N(cublasHandle_t, cublasOperation_t, cublasOperation_t, \
    I, I, I, const __half *, const __half *, I, long long, const __half *, I, long long, \
    const __half *, __half *, I, long long, I); \
  __TANDEM_EX(I, N) __TANDEM_EX_OLD(I, N)

__TANDEM_SIZED(int, _v2, )
__TANDEM_SIZED(int64_t, _v2_64, _64)

/* ---- without a _64 form: the Givens rotations' setup, and the batched
 * LAPACK-like functions and packed/triangular conversions ---- */
#define __TANDEM_ROTG(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##rotg##V(cublasHandle_t, T *, T *, R *, T *);
#define __TANDEM_ROTMG(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##rotmg##V(cublasHandle_t, T *, T *, T *, const T *, T *);
#define __TANDEM_LAPACK(P, T, R, I, V, N) \
  __TANDEM_BH cublas##P##getrfBatched(cublasHandle_t, int, T *const[], int, int *, int *, int); \
  __TANDEM_BH cublas##P##getriBatched(cublasHandle_t, int, const T *const[], int, const int *, \
    T *const[], int, int *, int); \
  __TANDEM_BH cublas##P##getrsBatched(cublasHandle_t, cublasOperation_t, int, int, \
    const T *const[], int, const int *, T *const[], int, int *, int); \
  __TANDEM_BH cublas##P##matinvBatched(cublasHandle_t, int, const T *const[], int, T *const[], \
    int, int *, int); \
  __TANDEM_BH cublas##P##geqrfBatched(cublasHandle_t, int, int, T *const[], int, T *const[], \
    int *, int); \
  __TANDEM_BH cublas##P##gelsBatched(cublasHandle_t, cublasOperation_t, int, int, int, \
    T *const[], int, T *const[], int, int *, int *, int); \
  __TANDEM_BH cublas##P##tpttr(cublasHandle_t, cublasFillMode_t, int, const T *, T *, int); \
  __TANDEM_BH cublas##P##trttp(cublasHandle_t, cublasFillMode_t, int, const T *, int, T *);
__TANDEM_B4(__TANDEM_ROTG, int, _v2, ) __TANDEM_BR(__TANDEM_ROTMG, int, _v2, )
__TANDEM_B4(__TANDEM_LAPACK, int, _v2, )
__TANDEM_BH cublasRotgEx(cublasHandle_t, void *, void *, cudaDataType, void *, void *,
                         cudaDataType, cudaDataType);
__TANDEM_BH cublasRotmgEx(cublasHandle_t, void *, cudaDataType, void *, cudaDataType, void *,
                          cudaDataType, const void *, cudaDataType, void *, cudaDataType,
                          cudaDataType);

#undef __TANDEM_B4
#undef __TANDEM_BR
#undef __TANDEM_BC
#undef __TANDEM_COPIES
#undef __TANDEM_L1
#undef __TANDEM_SCAL
#undef __TANDEM_NRM
#undef __TANDEM_AMAX
#undef __TANDEM_DOT
#undef __TANDEM_DOTC
#undef __TANDEM_ROT
#undef __TANDEM_L2
#undef __TANDEM_L2R
#undef __TANDEM_L2C
#undef __TANDEM_GEMVH
#undef __TANDEM_L3
#undef __TANDEM_L3C
#undef __TANDEM_GROUPED
#undef __TANDEM_EX
#undef __TANDEM_EX_OLD
#undef __TANDEM_SIZED
#undef __TANDEM_ROTG
#undef __TANDEM_ROTMG
#undef __TANDEM_LAPACK
#undef __TANDEM_BH
