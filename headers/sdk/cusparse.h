// cusparse.h: stand-in for cuSPARSE's host API, written for tandem from the
// cuSPARSE documentation (declarations only: host code is parsed, never run).
#pragma once
#include <library_types.h>
#include <cuComplex.h>
#define CUSPARSE_H_
#define CUSPARSEAPI
#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VERSION 12000
typedef enum {
  CUSPARSE_STATUS_SUCCESS = 0, CUSPARSE_STATUS_NOT_INITIALIZED = 1,
  CUSPARSE_STATUS_ALLOC_FAILED = 2, CUSPARSE_STATUS_INVALID_VALUE = 3,
  CUSPARSE_STATUS_ARCH_MISMATCH = 4, CUSPARSE_STATUS_MAPPING_ERROR = 5,
  CUSPARSE_STATUS_EXECUTION_FAILED = 6, CUSPARSE_STATUS_INTERNAL_ERROR = 7,
  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, CUSPARSE_STATUS_ZERO_PIVOT = 9,
  CUSPARSE_STATUS_NOT_SUPPORTED = 10, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;
typedef enum {
  CUSPARSE_MATRIX_TYPE_GENERAL = 0, CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2, CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;
typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum {
  CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1,
  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;
typedef enum { CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0, CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1 } cusparseSolvePolicy_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum {
  CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3,
  CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_COO_ALG2 = 4
} cusparseSpMVAlg_t;
typedef enum { CUSPARSE_SPSV_ALG_DEFAULT = 0 } cusparseSpSVAlg_t;
typedef enum { CUSPARSE_SPMAT_FILL_MODE = 0, CUSPARSE_SPMAT_DIAG_TYPE = 1 } cusparseSpMatAttribute_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct csrilu02Info *csrilu02Info_t;
typedef struct csrsv2Info *csrsv2Info_t;
typedef struct csric02Info *csric02Info_t;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
#define __TANDEM_SP extern "C" __attribute__((host)) cusparseStatus_t
__TANDEM_SP cusparseCreate(cusparseHandle_t *);
__TANDEM_SP cusparseDestroy(cusparseHandle_t);
__TANDEM_SP cusparseGetVersion(cusparseHandle_t, int *);
__TANDEM_SP cusparseSetStream(cusparseHandle_t, cudaStream_t);
__TANDEM_SP cusparseGetStream(cusparseHandle_t, cudaStream_t *);
__TANDEM_SP cusparseSetPointerMode(cusparseHandle_t, cusparsePointerMode_t);
__TANDEM_SP cusparseCreateMatDescr(cusparseMatDescr_t *);
__TANDEM_SP cusparseDestroyMatDescr(cusparseMatDescr_t);
__TANDEM_SP cusparseSetMatType(cusparseMatDescr_t, cusparseMatrixType_t);
__TANDEM_SP cusparseSetMatIndexBase(cusparseMatDescr_t, cusparseIndexBase_t);
__TANDEM_SP cusparseSetMatFillMode(cusparseMatDescr_t, cusparseFillMode_t);
__TANDEM_SP cusparseSetMatDiagType(cusparseMatDescr_t, cusparseDiagType_t);
extern "C" __attribute__((host)) cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t);
extern "C" __attribute__((host)) cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t);
extern "C" __attribute__((host)) const char *cusparseGetErrorName(cusparseStatus_t);
extern "C" __attribute__((host)) const char *cusparseGetErrorString(cusparseStatus_t);
__TANDEM_SP cusparseCreateCsr(cusparseSpMatDescr_t *, long long, long long, long long, void *, void *,
                              void *, cusparseIndexType_t, cusparseIndexType_t, cusparseIndexBase_t,
                              cudaDataType);
__TANDEM_SP cusparseCreateCoo(cusparseSpMatDescr_t *, long long, long long, long long, void *, void *,
                              void *, cusparseIndexType_t, cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseDestroySpMat(cusparseSpMatDescr_t);
__TANDEM_SP cusparseSpMatSetAttribute(cusparseSpMatDescr_t, cusparseSpMatAttribute_t, void *, __tandem_size_t);
__TANDEM_SP cusparseCreateDnVec(cusparseDnVecDescr_t *, long long, void *, cudaDataType);
__TANDEM_SP cusparseDestroyDnVec(cusparseDnVecDescr_t);
__TANDEM_SP cusparseCreateSpVec(cusparseSpVecDescr_t *, long long, long long, void *, void *,
                                cusparseIndexType_t, cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseDestroySpVec(cusparseSpVecDescr_t);
__TANDEM_SP cusparseCreateDnMat(cusparseDnMatDescr_t *, long long, long long, long long, void *,
                                cudaDataType, cusparseOrder_t);
__TANDEM_SP cusparseDestroyDnMat(cusparseDnMatDescr_t);
__TANDEM_SP cusparseScatter(cusparseHandle_t, cusparseSpVecDescr_t, cusparseDnVecDescr_t);
__TANDEM_SP cusparseGather(cusparseHandle_t, cusparseDnVecDescr_t, cusparseSpVecDescr_t);
__TANDEM_SP cusparseSpMV_bufferSize(cusparseHandle_t, cusparseOperation_t, const void *,
                                    cusparseSpMatDescr_t, cusparseDnVecDescr_t, const void *,
                                    cusparseDnVecDescr_t, cudaDataType, cusparseSpMVAlg_t,
                                    __tandem_size_t *);
__TANDEM_SP cusparseSpMV(cusparseHandle_t, cusparseOperation_t, const void *, cusparseSpMatDescr_t,
                         cusparseDnVecDescr_t, const void *, cusparseDnVecDescr_t, cudaDataType,
                         cusparseSpMVAlg_t, void *);
__TANDEM_SP cusparseSpSV_createDescr(cusparseSpSVDescr_t *);
__TANDEM_SP cusparseSpSV_destroyDescr(cusparseSpSVDescr_t);
__TANDEM_SP cusparseSpSV_bufferSize(cusparseHandle_t, cusparseOperation_t, const void *,
                                    cusparseSpMatDescr_t, cusparseDnVecDescr_t, cusparseDnVecDescr_t,
                                    cudaDataType, cusparseSpSVAlg_t, cusparseSpSVDescr_t,
                                    __tandem_size_t *);
__TANDEM_SP cusparseSpSV_analysis(cusparseHandle_t, cusparseOperation_t, const void *,
                                  cusparseSpMatDescr_t, cusparseDnVecDescr_t, cusparseDnVecDescr_t,
                                  cudaDataType, cusparseSpSVAlg_t, cusparseSpSVDescr_t, void *);
__TANDEM_SP cusparseSpSV_solve(cusparseHandle_t, cusparseOperation_t, const void *,
                               cusparseSpMatDescr_t, cusparseDnVecDescr_t, cusparseDnVecDescr_t,
                               cudaDataType, cusparseSpSVAlg_t, cusparseSpSVDescr_t);
__TANDEM_SP cusparseCreateCsrilu02Info(csrilu02Info_t *);
__TANDEM_SP cusparseDestroyCsrilu02Info(csrilu02Info_t);
__TANDEM_SP cusparseCreateCsrsv2Info(csrsv2Info_t *);
__TANDEM_SP cusparseDestroyCsrsv2Info(csrsv2Info_t);
__TANDEM_SP cusparseScsrilu02_bufferSize(cusparseHandle_t, int, int, const cusparseMatDescr_t, float *,
                                         const int *, const int *, csrilu02Info_t, int *);
__TANDEM_SP cusparseScsrilu02_analysis(cusparseHandle_t, int, int, const cusparseMatDescr_t,
                                       const float *, const int *, const int *, csrilu02Info_t,
                                       cusparseSolvePolicy_t, void *);
__TANDEM_SP cusparseScsrilu02(cusparseHandle_t, int, int, const cusparseMatDescr_t, float *,
                              const int *, const int *, csrilu02Info_t, cusparseSolvePolicy_t, void *);
__TANDEM_SP cusparseXcsrilu02_zeroPivot(cusparseHandle_t, csrilu02Info_t, int *);
#undef __TANDEM_SP
