// cublasXt.h: stand-in for cuBLAS's multi-GPU host API, written for tandem
// from the cuBLAS documentation (declarations only).
#pragma once
#include <cublas_v2.h>
typedef struct cublasXtContext *cublasXtHandle_t;
typedef enum { CUBLASXT_PINNING_DISABLED = 0, CUBLASXT_PINNING_ENABLED = 1 } cublasXtPinnedMemMode_t;
extern "C" {
__attribute__((host)) cublasStatus_t cublasXtCreate(cublasXtHandle_t *);
__attribute__((host)) cublasStatus_t cublasXtDestroy(cublasXtHandle_t);
__attribute__((host)) cublasStatus_t cublasXtDeviceSelect(cublasXtHandle_t, int, int[]);
__attribute__((host)) cublasStatus_t cublasXtSetBlockDim(cublasXtHandle_t, int);
__attribute__((host)) cublasStatus_t cublasXtGetBlockDim(cublasXtHandle_t, int *);
__attribute__((host)) cublasStatus_t cublasXtSetPinningMemMode(cublasXtHandle_t, cublasXtPinnedMemMode_t);
__attribute__((host)) cublasStatus_t cublasXtSgemm(cublasXtHandle_t, cublasOperation_t, cublasOperation_t,
                                                   __tandem_size_t, __tandem_size_t, __tandem_size_t,
                                                   const float *, const float *, __tandem_size_t,
                                                   const float *, __tandem_size_t, const float *,
                                                   float *, __tandem_size_t);
__attribute__((host)) cublasStatus_t cublasXtDgemm(cublasXtHandle_t, cublasOperation_t, cublasOperation_t,
                                                   __tandem_size_t, __tandem_size_t, __tandem_size_t,
                                                   const double *, const double *, __tandem_size_t,
                                                   const double *, __tandem_size_t, const double *,
                                                   double *, __tandem_size_t);
}
