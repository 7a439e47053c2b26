// cublasXt.h: stand-in for cuBLAS's multi-GPU host API (cuBLASXt), written for
// tandem from the cuBLAS documentation (declarations only). Matrices may be in
// host or device memory; sizes and leading dimensions are size_t.
#pragma once
#include <cublas_v2.h>
#define CUBLAS_XT_H_
typedef struct cublasXtContext *cublasXtHandle_t;
typedef enum { CUBLASXT_PINNING_DISABLED = 0, CUBLASXT_PINNING_ENABLED = 1 } cublasXtPinnedMemMode_t;
typedef enum {
  CUBLASXT_FLOAT = 0, CUBLASXT_DOUBLE = 1, CUBLASXT_COMPLEX = 2, CUBLASXT_DOUBLECOMPLEX = 3
} cublasXtOpType_t;
typedef enum {
  CUBLASXT_GEMM = 0, CUBLASXT_SYRK = 1, CUBLASXT_HERK = 2, CUBLASXT_SYMM = 3, CUBLASXT_HEMM = 4,
  CUBLASXT_TRSM = 5, CUBLASXT_SYR2K = 6, CUBLASXT_HER2K = 7, CUBLASXT_SPMM = 8,
  CUBLASXT_SYRKX = 9, CUBLASXT_HERKX = 10, CUBLASXT_TRMM = 11, CUBLASXT_ROUTINE_MAX = 12
} cublasXtBlasOp_t;

#define __TANDEM_XT extern "C" __attribute__((host)) cublasStatus_t
#define __TANDEM_XS __tandem_size_t
__TANDEM_XT cublasXtCreate(cublasXtHandle_t *);
__TANDEM_XT cublasXtDestroy(cublasXtHandle_t);
__TANDEM_XT cublasXtGetNumBoards(int, int[], int *);
__TANDEM_XT cublasXtMaxBoards(int *);
__TANDEM_XT cublasXtDeviceSelect(cublasXtHandle_t, int, int[]);
__TANDEM_XT cublasXtSetBlockDim(cublasXtHandle_t, int);
__TANDEM_XT cublasXtGetBlockDim(cublasXtHandle_t, int *);
__TANDEM_XT cublasXtGetPinningMemMode(cublasXtHandle_t, cublasXtPinnedMemMode_t *);
__TANDEM_XT cublasXtSetPinningMemMode(cublasXtHandle_t, cublasXtPinnedMemMode_t);
__TANDEM_XT cublasXtSetCpuRoutine(cublasXtHandle_t, cublasXtBlasOp_t, cublasXtOpType_t, void *);
__TANDEM_XT cublasXtSetCpuRatio(cublasXtHandle_t, cublasXtBlasOp_t, cublasXtOpType_t, float);

/* One declaration per type prefix: S float, D double, C cuComplex, Z cuDoubleComplex
 * (R the real type). */
#define __TANDEM_XT3(P, T, R) \
  __TANDEM_XT cublasXt##P##gemm(cublasXtHandle_t, cublasOperation_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, \
    __TANDEM_XS, const T *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##syrk(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##syr2k(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const T *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##syrkx(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const T *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##symm(cublasXtHandle_t, cublasSideMode_t, cublasFillMode_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const T *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##trsm(cublasXtHandle_t, cublasSideMode_t, cublasFillMode_t, \
    cublasOperation_t, cublasDiagType_t, __TANDEM_XS, __TANDEM_XS, const T *, const T *, \
    __TANDEM_XS, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##trmm(cublasXtHandle_t, cublasSideMode_t, cublasFillMode_t, \
    cublasOperation_t, cublasDiagType_t, __TANDEM_XS, __TANDEM_XS, const T *, const T *, \
    __TANDEM_XS, const T *, __TANDEM_XS, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##spmm(cublasXtHandle_t, cublasSideMode_t, cublasFillMode_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, const T *, __TANDEM_XS, const T *, T *, \
    __TANDEM_XS);
/* Hermitian: herk takes real alpha and beta, her2k and herkx a real beta */
#define __TANDEM_XTH(P, T, R) \
  __TANDEM_XT cublasXt##P##herk(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const R *, const T *, __TANDEM_XS, const R *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##her2k(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const R *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##herkx(cublasXtHandle_t, cublasFillMode_t, cublasOperation_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const R *, T *, __TANDEM_XS); \
  __TANDEM_XT cublasXt##P##hemm(cublasXtHandle_t, cublasSideMode_t, cublasFillMode_t, \
    __TANDEM_XS, __TANDEM_XS, const T *, const T *, __TANDEM_XS, const T *, __TANDEM_XS, \
    const T *, T *, __TANDEM_XS);
__TANDEM_XT3(S, float, float) __TANDEM_XT3(D, double, double)
__TANDEM_XT3(C, cuComplex, float) __TANDEM_XT3(Z, cuDoubleComplex, double)
__TANDEM_XTH(C, cuComplex, float) __TANDEM_XTH(Z, cuDoubleComplex, double)
#undef __TANDEM_XT3
#undef __TANDEM_XTH
#undef __TANDEM_XS
#undef __TANDEM_XT
