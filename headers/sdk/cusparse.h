// cusparse.h: stand-in for cuSPARSE's host API, written for tandem from the
// cuSPARSE documentation (declarations only: host code is parsed, never run).
#pragma once
#include <library_types.h>
#include <cuComplex.h>
#include <stdint.h>
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
typedef enum { CUSPARSE_DIRECTION_ROW = 0, CUSPARSE_DIRECTION_COLUMN = 1 } cusparseDirection_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum { CUSPARSE_CSR2CSC_ALG_DEFAULT = 1, CUSPARSE_CSR2CSC_ALG1 = 1 } cusparseCsr2CscAlg_t;
typedef enum {
  CUSPARSE_FORMAT_CSR = 1, CUSPARSE_FORMAT_CSC = 2, CUSPARSE_FORMAT_COO = 3,
  CUSPARSE_FORMAT_BLOCKED_ELL = 5, CUSPARSE_FORMAT_BSR = 6, CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;
typedef enum {
  CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_COO_ALG1 = 1, CUSPARSE_SPMM_COO_ALG2 = 2,
  CUSPARSE_SPMM_COO_ALG3 = 3, CUSPARSE_SPMM_COO_ALG4 = 5, CUSPARSE_SPMM_CSR_ALG1 = 4,
  CUSPARSE_SPMM_CSR_ALG2 = 6, CUSPARSE_SPMM_CSR_ALG3 = 12, CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
  CUSPARSE_SPMM_BSR_ALG1 = 14
} cusparseSpMMAlg_t;
typedef enum {
  CUSPARSE_SPGEMM_DEFAULT = 0, CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
  CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2, CUSPARSE_SPGEMM_ALG1 = 3,
  CUSPARSE_SPGEMM_ALG2 = 4, CUSPARSE_SPGEMM_ALG3 = 5
} cusparseSpGEMMAlg_t;
typedef enum { CUSPARSE_SPSM_ALG_DEFAULT = 0 } cusparseSpSMAlg_t;
typedef enum { CUSPARSE_SDDMM_ALG_DEFAULT = 0 } cusparseSDDMMAlg_t;
typedef enum { CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } cusparseSparseToDenseAlg_t;
typedef enum { CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } cusparseDenseToSparseAlg_t;
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
typedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;
/* the read-only forms the generic API takes for its inputs (cuSPARSE 12) */
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
#define __TANDEM_SP extern "C" __attribute__((host)) cusparseStatus_t
__TANDEM_SP cusparseCreate(cusparseHandle_t *);
__TANDEM_SP cusparseDestroy(cusparseHandle_t);
__TANDEM_SP cusparseGetVersion(cusparseHandle_t, int *);
__TANDEM_SP cusparseGetProperty(libraryPropertyType, int *);
__TANDEM_SP cusparseSetStream(cusparseHandle_t, cudaStream_t);
__TANDEM_SP cusparseGetStream(cusparseHandle_t, cudaStream_t *);
__TANDEM_SP cusparseSetPointerMode(cusparseHandle_t, cusparsePointerMode_t);
__TANDEM_SP cusparseGetPointerMode(cusparseHandle_t, cusparsePointerMode_t *);
__TANDEM_SP cusparseCreateMatDescr(cusparseMatDescr_t *);
__TANDEM_SP cusparseDestroyMatDescr(cusparseMatDescr_t);
__TANDEM_SP cusparseCopyMatDescr(cusparseMatDescr_t, const cusparseMatDescr_t);
__TANDEM_SP cusparseSetMatType(cusparseMatDescr_t, cusparseMatrixType_t);
__TANDEM_SP cusparseSetMatIndexBase(cusparseMatDescr_t, cusparseIndexBase_t);
__TANDEM_SP cusparseSetMatFillMode(cusparseMatDescr_t, cusparseFillMode_t);
__TANDEM_SP cusparseSetMatDiagType(cusparseMatDescr_t, cusparseDiagType_t);
extern "C" __attribute__((host)) cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t);
extern "C" __attribute__((host)) cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t);
extern "C" __attribute__((host)) cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t);
extern "C" __attribute__((host)) cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t);
extern "C" __attribute__((host)) const char *cusparseGetErrorName(cusparseStatus_t);
extern "C" __attribute__((host)) const char *cusparseGetErrorString(cusparseStatus_t);

/* Generic API: descriptors. */
__TANDEM_SP cusparseCreateCsr(cusparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *,
                              void *, cusparseIndexType_t, cusparseIndexType_t, cusparseIndexBase_t,
                              cudaDataType);
__TANDEM_SP cusparseCreateConstCsr(cusparseConstSpMatDescr_t *, int64_t, int64_t, int64_t,
                                   const void *, const void *, const void *, cusparseIndexType_t,
                                   cusparseIndexType_t, cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseCreateCsc(cusparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *,
                              void *, cusparseIndexType_t, cusparseIndexType_t, cusparseIndexBase_t,
                              cudaDataType);
__TANDEM_SP cusparseCreateCoo(cusparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *,
                              void *, cusparseIndexType_t, cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseCreateConstCoo(cusparseConstSpMatDescr_t *, int64_t, int64_t, int64_t,
                                   const void *, const void *, const void *, cusparseIndexType_t,
                                   cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseCreateBlockedEll(cusparseSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t,
                                     void *, void *, cusparseIndexType_t, cusparseIndexBase_t,
                                     cudaDataType);
__TANDEM_SP cusparseDestroySpMat(cusparseConstSpMatDescr_t);
__TANDEM_SP cusparseCsrGet(cusparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, void **, void **,
                           void **, cusparseIndexType_t *, cusparseIndexType_t *,
                           cusparseIndexBase_t *, cudaDataType *);
__TANDEM_SP cusparseCooGet(cusparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, void **, void **,
                           void **, cusparseIndexType_t *, cusparseIndexBase_t *, cudaDataType *);
__TANDEM_SP cusparseCsrSetPointers(cusparseSpMatDescr_t, void *, void *, void *);
__TANDEM_SP cusparseCscSetPointers(cusparseSpMatDescr_t, void *, void *, void *);
__TANDEM_SP cusparseCooSetPointers(cusparseSpMatDescr_t, void *, void *, void *);
__TANDEM_SP cusparseSpMatGetSize(cusparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *);
__TANDEM_SP cusparseSpMatGetFormat(cusparseConstSpMatDescr_t, cusparseFormat_t *);
__TANDEM_SP cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t, cusparseIndexBase_t *);
__TANDEM_SP cusparseSpMatGetValues(cusparseSpMatDescr_t, void **);
__TANDEM_SP cusparseSpMatSetValues(cusparseSpMatDescr_t, void *);
__TANDEM_SP cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t, cusparseSpMatAttribute_t, void *,
                                      __tandem_size_t);
__TANDEM_SP cusparseSpMatSetAttribute(cusparseSpMatDescr_t, cusparseSpMatAttribute_t, void *, __tandem_size_t);
__TANDEM_SP cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t, int *);
__TANDEM_SP cusparseSpMatSetStridedBatch(cusparseSpMatDescr_t, int);
__TANDEM_SP cusparseCooSetStridedBatch(cusparseSpMatDescr_t, int, int64_t);
__TANDEM_SP cusparseCsrSetStridedBatch(cusparseSpMatDescr_t, int, int64_t, int64_t);
__TANDEM_SP cusparseCreateSpVec(cusparseSpVecDescr_t *, int64_t, int64_t, void *, void *,
                                cusparseIndexType_t, cusparseIndexBase_t, cudaDataType);
__TANDEM_SP cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *, int64_t, int64_t, const void *,
                                     const void *, cusparseIndexType_t, cusparseIndexBase_t,
                                     cudaDataType);
__TANDEM_SP cusparseDestroySpVec(cusparseConstSpVecDescr_t);
__TANDEM_SP cusparseSpVecGet(cusparseSpVecDescr_t, int64_t *, int64_t *, void **, void **,
                             cusparseIndexType_t *, cusparseIndexBase_t *, cudaDataType *);
__TANDEM_SP cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t, cusparseIndexBase_t *);
__TANDEM_SP cusparseSpVecGetValues(cusparseSpVecDescr_t, void **);
__TANDEM_SP cusparseSpVecSetValues(cusparseSpVecDescr_t, void *);
__TANDEM_SP cusparseCreateDnVec(cusparseDnVecDescr_t *, int64_t, void *, cudaDataType);
__TANDEM_SP cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *, int64_t, const void *, cudaDataType);
__TANDEM_SP cusparseDestroyDnVec(cusparseConstDnVecDescr_t);
__TANDEM_SP cusparseDnVecGet(cusparseDnVecDescr_t, int64_t *, void **, cudaDataType *);
__TANDEM_SP cusparseDnVecGetValues(cusparseDnVecDescr_t, void **);
__TANDEM_SP cusparseDnVecSetValues(cusparseDnVecDescr_t, void *);
__TANDEM_SP cusparseCreateDnMat(cusparseDnMatDescr_t *, int64_t, int64_t, int64_t, void *,
                                cudaDataType, cusparseOrder_t);
__TANDEM_SP cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *, int64_t, int64_t, int64_t,
                                     const void *, cudaDataType, cusparseOrder_t);
__TANDEM_SP cusparseDestroyDnMat(cusparseConstDnMatDescr_t);
__TANDEM_SP cusparseDnMatGet(cusparseDnMatDescr_t, int64_t *, int64_t *, int64_t *, void **,
                             cudaDataType *, cusparseOrder_t *);
__TANDEM_SP cusparseDnMatGetValues(cusparseDnMatDescr_t, void **);
__TANDEM_SP cusparseDnMatSetValues(cusparseDnMatDescr_t, void *);
__TANDEM_SP cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t, int, int64_t);
__TANDEM_SP cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t, int *, int64_t *);

/* Generic API: vector operations. */
__TANDEM_SP cusparseAxpby(cusparseHandle_t, const void *, cusparseConstSpVecDescr_t, const void *,
                          cusparseDnVecDescr_t);
__TANDEM_SP cusparseGather(cusparseHandle_t, cusparseConstDnVecDescr_t, cusparseSpVecDescr_t);
__TANDEM_SP cusparseScatter(cusparseHandle_t, cusparseConstSpVecDescr_t, cusparseDnVecDescr_t);
__TANDEM_SP cusparseRot(cusparseHandle_t, const void *, const void *, cusparseSpVecDescr_t,
                        cusparseDnVecDescr_t);
__TANDEM_SP cusparseSpVV_bufferSize(cusparseHandle_t, cusparseOperation_t, cusparseConstSpVecDescr_t,
                                    cusparseConstDnVecDescr_t, const void *, cudaDataType,
                                    __tandem_size_t *);
__TANDEM_SP cusparseSpVV(cusparseHandle_t, cusparseOperation_t, cusparseConstSpVecDescr_t,
                         cusparseConstDnVecDescr_t, void *, cudaDataType, void *);

/* Generic API: conversions. */
__TANDEM_SP cusparseSparseToDense_bufferSize(cusparseHandle_t, cusparseConstSpMatDescr_t,
                                             cusparseDnMatDescr_t, cusparseSparseToDenseAlg_t,
                                             __tandem_size_t *);
__TANDEM_SP cusparseSparseToDense(cusparseHandle_t, cusparseConstSpMatDescr_t, cusparseDnMatDescr_t,
                                  cusparseSparseToDenseAlg_t, void *);
__TANDEM_SP cusparseDenseToSparse_bufferSize(cusparseHandle_t, cusparseConstDnMatDescr_t,
                                             cusparseSpMatDescr_t, cusparseDenseToSparseAlg_t,
                                             __tandem_size_t *);
__TANDEM_SP cusparseDenseToSparse_analysis(cusparseHandle_t, cusparseConstDnMatDescr_t,
                                           cusparseSpMatDescr_t, cusparseDenseToSparseAlg_t, void *);
__TANDEM_SP cusparseDenseToSparse_convert(cusparseHandle_t, cusparseConstDnMatDescr_t,
                                          cusparseSpMatDescr_t, cusparseDenseToSparseAlg_t, void *);

/* Generic API: SpMV, SpSV. */
__TANDEM_SP cusparseSpMV_bufferSize(cusparseHandle_t, cusparseOperation_t, const void *,
                                    cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t, const void *,
                                    cusparseDnVecDescr_t, cudaDataType, cusparseSpMVAlg_t,
                                    __tandem_size_t *);
__TANDEM_SP cusparseSpMV(cusparseHandle_t, cusparseOperation_t, const void *, cusparseConstSpMatDescr_t,
                         cusparseConstDnVecDescr_t, const void *, cusparseDnVecDescr_t, cudaDataType,
                         cusparseSpMVAlg_t, void *);
__TANDEM_SP cusparseSpSV_createDescr(cusparseSpSVDescr_t *);
__TANDEM_SP cusparseSpSV_destroyDescr(cusparseSpSVDescr_t);
__TANDEM_SP cusparseSpSV_bufferSize(cusparseHandle_t, cusparseOperation_t, const void *,
                                    cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t,
                                    cusparseDnVecDescr_t, cudaDataType, cusparseSpSVAlg_t,
                                    cusparseSpSVDescr_t, __tandem_size_t *);
__TANDEM_SP cusparseSpSV_analysis(cusparseHandle_t, cusparseOperation_t, const void *,
                                  cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t,
                                  cusparseDnVecDescr_t, cudaDataType, cusparseSpSVAlg_t,
                                  cusparseSpSVDescr_t, void *);
__TANDEM_SP cusparseSpSV_solve(cusparseHandle_t, cusparseOperation_t, const void *,
                               cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t,
                               cusparseDnVecDescr_t, cudaDataType, cusparseSpSVAlg_t,
                               cusparseSpSVDescr_t);

/* Generic API: SpMM, SpSM, SDDMM (op(A), op(B), alpha, A, B, [beta,] C, compute type, alg). */
__TANDEM_SP cusparseSpMM_bufferSize(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                    const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                    const void *, cusparseDnMatDescr_t, cudaDataType,
                                    cusparseSpMMAlg_t, __tandem_size_t *);
__TANDEM_SP cusparseSpMM_preprocess(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                    const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                    const void *, cusparseDnMatDescr_t, cudaDataType,
                                    cusparseSpMMAlg_t, void *);
__TANDEM_SP cusparseSpMM(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t, const void *,
                         cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t, const void *,
                         cusparseDnMatDescr_t, cudaDataType, cusparseSpMMAlg_t, void *);
__TANDEM_SP cusparseSpSM_createDescr(cusparseSpSMDescr_t *);
__TANDEM_SP cusparseSpSM_destroyDescr(cusparseSpSMDescr_t);
__TANDEM_SP cusparseSpSM_bufferSize(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                    const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                    cusparseDnMatDescr_t, cudaDataType, cusparseSpSMAlg_t,
                                    cusparseSpSMDescr_t, __tandem_size_t *);
__TANDEM_SP cusparseSpSM_analysis(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                  const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                  cusparseDnMatDescr_t, cudaDataType, cusparseSpSMAlg_t,
                                  cusparseSpSMDescr_t, void *);
__TANDEM_SP cusparseSpSM_solve(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t, const void *,
                               cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                               cusparseDnMatDescr_t, cudaDataType, cusparseSpSMAlg_t,
                               cusparseSpSMDescr_t);
__TANDEM_SP cusparseSDDMM_bufferSize(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                     const void *, cusparseConstDnMatDescr_t, cusparseConstDnMatDescr_t,
                                     const void *, cusparseSpMatDescr_t, cudaDataType,
                                     cusparseSDDMMAlg_t, __tandem_size_t *);
__TANDEM_SP cusparseSDDMM_preprocess(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,
                                     const void *, cusparseConstDnMatDescr_t, cusparseConstDnMatDescr_t,
                                     const void *, cusparseSpMatDescr_t, cudaDataType,
                                     cusparseSDDMMAlg_t, void *);
__TANDEM_SP cusparseSDDMM(cusparseHandle_t, cusparseOperation_t, cusparseOperation_t, const void *,
                          cusparseConstDnMatDescr_t, cusparseConstDnMatDescr_t, const void *,
                          cusparseSpMatDescr_t, cudaDataType, cusparseSDDMMAlg_t, void *);

/* Generic API: SpGEMM and SpGEMMreuse. */
#define __TANDEM_SPGEMM_ARGS cusparseHandle_t, cusparseOperation_t, cusparseOperation_t, const void *, \
  cusparseConstSpMatDescr_t, cusparseConstSpMatDescr_t, const void *, cusparseSpMatDescr_t,         \
  cudaDataType, cusparseSpGEMMAlg_t, cusparseSpGEMMDescr_t
__TANDEM_SP cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *);
__TANDEM_SP cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t);
__TANDEM_SP cusparseSpGEMM_workEstimation(__TANDEM_SPGEMM_ARGS, __tandem_size_t *, void *);
__TANDEM_SP cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t, int64_t *);
__TANDEM_SP cusparseSpGEMM_estimateMemory(__TANDEM_SPGEMM_ARGS, float, __tandem_size_t *, void *,
                                          __tandem_size_t *);
__TANDEM_SP cusparseSpGEMM_compute(__TANDEM_SPGEMM_ARGS, __tandem_size_t *, void *);
__TANDEM_SP cusparseSpGEMM_copy(__TANDEM_SPGEMM_ARGS);
#define __TANDEM_SPGEMMR_ARGS cusparseHandle_t, cusparseOperation_t, cusparseOperation_t,          \
  cusparseConstSpMatDescr_t, cusparseConstSpMatDescr_t, cusparseSpMatDescr_t, cusparseSpGEMMAlg_t, \
  cusparseSpGEMMDescr_t
__TANDEM_SP cusparseSpGEMMreuse_workEstimation(__TANDEM_SPGEMMR_ARGS, __tandem_size_t *, void *);
__TANDEM_SP cusparseSpGEMMreuse_nnz(__TANDEM_SPGEMMR_ARGS, __tandem_size_t *, void *, __tandem_size_t *,
                                    void *, __tandem_size_t *, void *);
__TANDEM_SP cusparseSpGEMMreuse_copy(__TANDEM_SPGEMMR_ARGS, __tandem_size_t *, void *);
__TANDEM_SP cusparseSpGEMMreuse_compute(__TANDEM_SPGEMM_ARGS);

/* Legacy API: index conversions, sorting, permutations. */
__TANDEM_SP cusparseXcoo2csr(cusparseHandle_t, const int *, int, int, int *, cusparseIndexBase_t);
__TANDEM_SP cusparseXcsr2coo(cusparseHandle_t, const int *, int, int, int *, cusparseIndexBase_t);
__TANDEM_SP cusparseCsr2cscEx2_bufferSize(cusparseHandle_t, int, int, int, const void *, const int *,
                                          const int *, void *, int *, int *, cudaDataType,
                                          cusparseAction_t, cusparseIndexBase_t,
                                          cusparseCsr2CscAlg_t, __tandem_size_t *);
__TANDEM_SP cusparseCsr2cscEx2(cusparseHandle_t, int, int, int, const void *, const int *, const int *,
                               void *, int *, int *, cudaDataType, cusparseAction_t,
                               cusparseIndexBase_t, cusparseCsr2CscAlg_t, void *);
__TANDEM_SP cusparseCreateIdentityPermutation(cusparseHandle_t, int, int *);
__TANDEM_SP cusparseXcsrsort_bufferSizeExt(cusparseHandle_t, int, int, int, const int *, const int *,
                                           __tandem_size_t *);
__TANDEM_SP cusparseXcsrsort(cusparseHandle_t, int, int, int, const cusparseMatDescr_t, const int *,
                             int *, int *, void *);
__TANDEM_SP cusparseXcscsort_bufferSizeExt(cusparseHandle_t, int, int, int, const int *, const int *,
                                           __tandem_size_t *);
__TANDEM_SP cusparseXcscsort(cusparseHandle_t, int, int, int, const cusparseMatDescr_t, const int *,
                             int *, int *, void *);
__TANDEM_SP cusparseXcoosort_bufferSizeExt(cusparseHandle_t, int, int, int, const int *, const int *,
                                           __tandem_size_t *);
__TANDEM_SP cusparseXcoosortByRow(cusparseHandle_t, int, int, int, int *, int *, int *, void *);
__TANDEM_SP cusparseXcoosortByColumn(cusparseHandle_t, int, int, int, int *, int *, int *, void *);
__TANDEM_SP cusparseXcsrgeam2Nnz(cusparseHandle_t, int, int, const cusparseMatDescr_t, int, const int *,
                                 const int *, const cusparseMatDescr_t, int, const int *, const int *,
                                 const cusparseMatDescr_t, int *, int *, void *);

/* Legacy API: incomplete factorizations and triangular solves. */
__TANDEM_SP cusparseCreateCsrilu02Info(csrilu02Info_t *);
__TANDEM_SP cusparseDestroyCsrilu02Info(csrilu02Info_t);
__TANDEM_SP cusparseCreateCsric02Info(csric02Info_t *);
__TANDEM_SP cusparseDestroyCsric02Info(csric02Info_t);
__TANDEM_SP cusparseCreateCsrsv2Info(csrsv2Info_t *);
__TANDEM_SP cusparseDestroyCsrsv2Info(csrsv2Info_t);
__TANDEM_SP cusparseXcsrilu02_zeroPivot(cusparseHandle_t, csrilu02Info_t, int *);
__TANDEM_SP cusparseXcsric02_zeroPivot(cusparseHandle_t, csric02Info_t, int *);
__TANDEM_SP cusparseXcsrsv2_zeroPivot(cusparseHandle_t, csrsv2Info_t, int *);

/* The typed families, one per prefix: S float, D double, C cuComplex, Z cuDoubleComplex. */
#define __TANDEM_SP4(M) M(S, float) M(D, double) M(C, cuComplex) M(Z, cuDoubleComplex)
#define __TANDEM_SP_FACT(P, T, NAME, INFO)                                                      \
  __TANDEM_SP cusparse##P##NAME##_bufferSize(cusparseHandle_t, int, int, const cusparseMatDescr_t, \
                                             T *, const int *, const int *, INFO, int *);       \
  __TANDEM_SP cusparse##P##NAME##_analysis(cusparseHandle_t, int, int, const cusparseMatDescr_t,  \
                                           const T *, const int *, const int *, INFO,           \
                                           cusparseSolvePolicy_t, void *);                      \
  __TANDEM_SP cusparse##P##NAME(cusparseHandle_t, int, int, const cusparseMatDescr_t, T *,        \
                                const int *, const int *, INFO, cusparseSolvePolicy_t, void *);
#define __TANDEM_SP_TYPED(P, T)                                                                 \
  __TANDEM_SP_FACT(P, T, csrilu02, csrilu02Info_t)                                              \
  __TANDEM_SP_FACT(P, T, csric02, csric02Info_t)                                                \
  __TANDEM_SP cusparse##P##csrilu02_numericBoost(cusparseHandle_t, csrilu02Info_t, int, double *, \
                                                 T *);                                          \
  __TANDEM_SP cusparse##P##csrsv2_bufferSize(cusparseHandle_t, cusparseOperation_t, int, int,    \
                                             const cusparseMatDescr_t, T *, const int *,        \
                                             const int *, csrsv2Info_t, int *);                 \
  __TANDEM_SP cusparse##P##csrsv2_analysis(cusparseHandle_t, cusparseOperation_t, int, int,      \
                                           const cusparseMatDescr_t, const T *, const int *,    \
                                           const int *, csrsv2Info_t, cusparseSolvePolicy_t,    \
                                           void *);                                             \
  __TANDEM_SP cusparse##P##csrsv2_solve(cusparseHandle_t, cusparseOperation_t, int, int, const T *, \
                                        const cusparseMatDescr_t, const T *, const int *,       \
                                        const int *, csrsv2Info_t, const T *, T *,              \
                                        cusparseSolvePolicy_t, void *);                         \
  __TANDEM_SP cusparse##P##nnz(cusparseHandle_t, cusparseDirection_t, int, int,                  \
                               const cusparseMatDescr_t, const T *, int, int *, int *);         \
  __TANDEM_SP cusparse##P##gthr(cusparseHandle_t, int, const T *, T *, const int *,              \
                                cusparseIndexBase_t);                                           \
  __TANDEM_SP cusparse##P##gthrz(cusparseHandle_t, int, T *, T *, const int *,                   \
                                 cusparseIndexBase_t);                                          \
  __TANDEM_SP cusparse##P##sctr(cusparseHandle_t, int, const T *, const int *, T *,              \
                                cusparseIndexBase_t);                                           \
  __TANDEM_SP cusparse##P##axpyi(cusparseHandle_t, int, const T *, const T *, const int *, T *,  \
                                 cusparseIndexBase_t);                                          \
  __TANDEM_SP cusparse##P##csrgeam2_bufferSizeExt(                                               \
      cusparseHandle_t, int, int, const T *, const cusparseMatDescr_t, int, const T *,          \
      const int *, const int *, const T *, const cusparseMatDescr_t, int, const T *,            \
      const int *, const int *, const cusparseMatDescr_t, const T *, const int *, const int *,  \
      __tandem_size_t *);                                                                       \
  __TANDEM_SP cusparse##P##csrgeam2(cusparseHandle_t, int, int, const T *,                       \
                                    const cusparseMatDescr_t, int, const T *, const int *,      \
                                    const int *, const T *, const cusparseMatDescr_t, int,      \
                                    const T *, const int *, const int *,                        \
                                    const cusparseMatDescr_t, T *, int *, int *, void *);
__TANDEM_SP4(__TANDEM_SP_TYPED)
#undef __TANDEM_SP4
#undef __TANDEM_SP_FACT
#undef __TANDEM_SP_TYPED
#undef __TANDEM_SPGEMM_ARGS
#undef __TANDEM_SPGEMMR_ARGS
#undef __TANDEM_SP
