// cublasLt.h: stand-in for cuBLASLt's host API (the lightweight matmul
// library), written for tandem from the cuBLAS documentation (cuBLASLt API).
// Declarations only: host code is parsed, never run.
#pragma once
#include <stdint.h>
#include <stdio.h>
#include <cublas_api.h>
#define CUBLASLT_H_
typedef struct cublasLtContext *cublasLtHandle_t;
/* The descriptors: opaque structs that a program may also place on its stack
 * (the ...Init functions) and pass by pointer. */
typedef struct { uint64_t data[8]; } cublasLtMatrixLayoutOpaque_t;
typedef cublasLtMatrixLayoutOpaque_t *cublasLtMatrixLayout_t;
typedef struct { uint64_t data[8]; } cublasLtMatmulAlgo_t;
typedef struct { uint64_t data[32]; } cublasLtMatmulDescOpaque_t;
typedef cublasLtMatmulDescOpaque_t *cublasLtMatmulDesc_t;
typedef struct { uint64_t data[8]; } cublasLtMatrixTransformDescOpaque_t;
typedef cublasLtMatrixTransformDescOpaque_t *cublasLtMatrixTransformDesc_t;
typedef struct { uint64_t data[8]; } cublasLtMatmulPreferenceOpaque_t;
typedef cublasLtMatmulPreferenceOpaque_t *cublasLtMatmulPreference_t;
typedef struct {
  cublasLtMatmulAlgo_t algo;
  size_t workspaceSize;
  cublasStatus_t state;
  float wavesCount;
  int reserved[4];
} cublasLtMatmulHeuristicResult_t;
typedef enum {
  CUBLASLT_POINTER_MODE_HOST = 0, CUBLASLT_POINTER_MODE_DEVICE = 1,
  CUBLASLT_POINTER_MODE_DEVICE_VECTOR = 2, CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_ZERO = 3,
  CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4
} cublasLtPointerMode_t;
typedef enum {
  CUBLASLT_ORDER_COL = 0, CUBLASLT_ORDER_ROW = 1, CUBLASLT_ORDER_COL32 = 2,
  CUBLASLT_ORDER_COL4_4R2_8C = 3, CUBLASLT_ORDER_COL32_2R_4R4 = 4
} cublasLtOrder_t;
typedef enum {
  CUBLASLT_MATRIX_LAYOUT_TYPE = 0, CUBLASLT_MATRIX_LAYOUT_ORDER = 1, CUBLASLT_MATRIX_LAYOUT_ROWS = 2,
  CUBLASLT_MATRIX_LAYOUT_COLS = 3, CUBLASLT_MATRIX_LAYOUT_LD = 4, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
  CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6, CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET = 7
} cublasLtMatrixLayoutAttribute_t;
typedef enum {
  CUBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0, CUBLASLT_MATMUL_DESC_SCALE_TYPE = 1,
  CUBLASLT_MATMUL_DESC_POINTER_MODE = 2, CUBLASLT_MATMUL_DESC_TRANSA = 3,
  CUBLASLT_MATMUL_DESC_TRANSB = 4, CUBLASLT_MATMUL_DESC_TRANSC = 5,
  CUBLASLT_MATMUL_DESC_FILL_MODE = 6, CUBLASLT_MATMUL_DESC_EPILOGUE = 7,
  CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8, CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
  CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE = 14, CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET = 15,
  CUBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18,
  CUBLASLT_MATMUL_DESC_C_SCALE_POINTER = 19, CUBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20,
  CUBLASLT_MATMUL_DESC_AMAX_D_POINTER = 21, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 23,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER = 24, CUBLASLT_MATMUL_DESC_FAST_ACCUM = 25,
  CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} cublasLtMatmulDescAttributes_t;
typedef enum {
  CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE = 0, CUBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE = 1,
  CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA = 2, CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSB = 3
} cublasLtMatrixTransformDescAttributes_t;
typedef enum {
  CUBLASLT_REDUCTION_SCHEME_NONE = 0, CUBLASLT_REDUCTION_SCHEME_INPLACE = 1,
  CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE = 2, CUBLASLT_REDUCTION_SCHEME_OUTPUT_TYPE = 4,
  CUBLASLT_REDUCTION_SCHEME_MASK = 7
} cublasLtReductionScheme_t;
typedef enum {
  CUBLASLT_EPILOGUE_DEFAULT = 1, CUBLASLT_EPILOGUE_RELU = 2, CUBLASLT_EPILOGUE_RELU_AUX = 130,
  CUBLASLT_EPILOGUE_BIAS = 4, CUBLASLT_EPILOGUE_RELU_BIAS = 6, CUBLASLT_EPILOGUE_RELU_AUX_BIAS = 134,
  CUBLASLT_EPILOGUE_DRELU = 136, CUBLASLT_EPILOGUE_DRELU_BGRAD = 152, CUBLASLT_EPILOGUE_GELU = 32,
  CUBLASLT_EPILOGUE_GELU_AUX = 160, CUBLASLT_EPILOGUE_GELU_BIAS = 36,
  CUBLASLT_EPILOGUE_GELU_AUX_BIAS = 164, CUBLASLT_EPILOGUE_DGELU = 192,
  CUBLASLT_EPILOGUE_DGELU_BGRAD = 208, CUBLASLT_EPILOGUE_BGRADA = 256, CUBLASLT_EPILOGUE_BGRADB = 512
} cublasLtEpilogue_t;
typedef enum { CUBLASLT_SEARCH_BEST_FIT = 0, CUBLASLT_SEARCH_LIMITED_BY_ALGO_ID = 1 } cublasLtMatmulSearch_t;
typedef enum {
  CUBLASLT_MATMUL_PREF_SEARCH_MODE = 0, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1,
  CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK = 3, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES = 5,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES = 6, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES = 7,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES = 8, CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT = 9,
  CUBLASLT_MATMUL_PREF_IMPL_MASK = 12
} cublasLtMatmulPreferenceAttributes_t;
typedef enum {
  CUBLASLT_ALGO_CONFIG_ID = 0, CUBLASLT_ALGO_CONFIG_TILE_ID = 1, CUBLASLT_ALGO_CONFIG_SPLITK_NUM = 2,
  CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME = 3, CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING = 4,
  CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION = 5, CUBLASLT_ALGO_CONFIG_STAGES_ID = 6,
  CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID = 7, CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID = 8
} cublasLtMatmulAlgoConfigAttributes_t;
typedef enum {
  CUBLASLT_ALGO_CAP_SPLITK_SUPPORT = 0, CUBLASLT_ALGO_CAP_REDUCTION_SCHEME_MASK = 1,
  CUBLASLT_ALGO_CAP_CTA_SWIZZLING_SUPPORT = 2, CUBLASLT_ALGO_CAP_STRIDED_BATCH_SUPPORT = 3,
  CUBLASLT_ALGO_CAP_OUT_OF_PLACE_RESULT_SUPPORT = 4, CUBLASLT_ALGO_CAP_UPLO_SUPPORT = 5,
  CUBLASLT_ALGO_CAP_TILE_IDS = 6, CUBLASLT_ALGO_CAP_CUSTOM_OPTION_MAX = 7,
  CUBLASLT_ALGO_CAP_CUSTOM_MEMORY_ORDER = 10, CUBLASLT_ALGO_CAP_POINTER_MODE_MASK = 11,
  CUBLASLT_ALGO_CAP_EPILOGUE_MASK = 12, CUBLASLT_ALGO_CAP_STAGES_IDS = 13,
  CUBLASLT_ALGO_CAP_LD_NEGATIVE = 14, CUBLASLT_ALGO_CAP_NUMERICAL_IMPL_FLAGS = 15,
  CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_A_BYTES = 16, CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_B_BYTES = 17,
  CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_C_BYTES = 18, CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_D_BYTES = 19
} cublasLtMatmulAlgoCapAttributes_t;
typedef void (*cublasLtLoggerCallback_t)(int, const char *, const char *);

#define __TANDEM_LT extern "C" __attribute__((host)) cublasStatus_t
__TANDEM_LT cublasLtCreate(cublasLtHandle_t *);
__TANDEM_LT cublasLtDestroy(cublasLtHandle_t);
extern "C" __attribute__((host)) size_t cublasLtGetVersion(void);
extern "C" __attribute__((host)) size_t cublasLtGetCudartVersion(void);
__TANDEM_LT cublasLtGetProperty(libraryPropertyType, int *);
extern "C" __attribute__((host)) const char *cublasLtGetStatusName(cublasStatus_t);
extern "C" __attribute__((host)) const char *cublasLtGetStatusString(cublasStatus_t);
__TANDEM_LT cublasLtHeuristicsCacheGetCapacity(size_t *);
__TANDEM_LT cublasLtHeuristicsCacheSetCapacity(size_t);
__TANDEM_LT cublasLtLoggerSetCallback(cublasLtLoggerCallback_t);
__TANDEM_LT cublasLtLoggerSetFile(FILE *);
__TANDEM_LT cublasLtLoggerOpenFile(const char *);
__TANDEM_LT cublasLtLoggerSetLevel(int);
__TANDEM_LT cublasLtLoggerSetMask(int);
__TANDEM_LT cublasLtLoggerForceDisable(void);
/* D = alpha * op(A) op(B) + beta * C */
__TANDEM_LT cublasLtMatmul(cublasLtHandle_t, cublasLtMatmulDesc_t, const void *, const void *,
                           cublasLtMatrixLayout_t, const void *, cublasLtMatrixLayout_t, const void *,
                           const void *, cublasLtMatrixLayout_t, void *, cublasLtMatrixLayout_t,
                           const cublasLtMatmulAlgo_t *, void *, size_t, cudaStream_t);
/* C = alpha * op(A) + beta * op(B) */
__TANDEM_LT cublasLtMatrixTransform(cublasLtHandle_t, cublasLtMatrixTransformDesc_t, const void *,
                                    const void *, cublasLtMatrixLayout_t, const void *, const void *,
                                    cublasLtMatrixLayout_t, void *, cublasLtMatrixLayout_t, cudaStream_t);
__TANDEM_LT cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *, cudaDataType, uint64_t, uint64_t, int64_t);
__TANDEM_LT cublasLtMatrixLayoutInit(cublasLtMatrixLayout_t, cudaDataType, uint64_t, uint64_t, int64_t);
__TANDEM_LT cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t);
__TANDEM_LT cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t, cublasLtMatrixLayoutAttribute_t,
                                             const void *, size_t);
__TANDEM_LT cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t, cublasLtMatrixLayoutAttribute_t,
                                             void *, size_t, size_t *);
__TANDEM_LT cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *, cublasComputeType_t, cudaDataType);
__TANDEM_LT cublasLtMatmulDescInit(cublasLtMatmulDesc_t, cublasComputeType_t, cudaDataType);
__TANDEM_LT cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t);
__TANDEM_LT cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t, cublasLtMatmulDescAttributes_t,
                                           const void *, size_t);
__TANDEM_LT cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t, cublasLtMatmulDescAttributes_t, void *,
                                           size_t, size_t *);
__TANDEM_LT cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *, cudaDataType);
__TANDEM_LT cublasLtMatrixTransformDescInit(cublasLtMatrixTransformDesc_t, cudaDataType);
__TANDEM_LT cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t);
__TANDEM_LT cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t,
                                                    cublasLtMatrixTransformDescAttributes_t,
                                                    const void *, size_t);
__TANDEM_LT cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t,
                                                    cublasLtMatrixTransformDescAttributes_t, void *,
                                                    size_t, size_t *);
__TANDEM_LT cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *);
__TANDEM_LT cublasLtMatmulPreferenceInit(cublasLtMatmulPreference_t);
__TANDEM_LT cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t);
__TANDEM_LT cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t,
                                                 cublasLtMatmulPreferenceAttributes_t, const void *,
                                                 size_t);
__TANDEM_LT cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t,
                                                 cublasLtMatmulPreferenceAttributes_t, void *, size_t,
                                                 size_t *);
__TANDEM_LT cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t, cublasLtMatmulDesc_t, cublasLtMatrixLayout_t,
                                           cublasLtMatrixLayout_t, cublasLtMatrixLayout_t,
                                           cublasLtMatrixLayout_t, cublasLtMatmulPreference_t, int,
                                           cublasLtMatmulHeuristicResult_t[], int *);
__TANDEM_LT cublasLtMatmulAlgoGetIds(cublasLtHandle_t, cublasComputeType_t, cudaDataType, cudaDataType,
                                     cudaDataType, cudaDataType, cudaDataType, int, int[], int *);
__TANDEM_LT cublasLtMatmulAlgoInit(cublasLtHandle_t, cublasComputeType_t, cudaDataType, cudaDataType,
                                   cudaDataType, cudaDataType, cudaDataType, int, cublasLtMatmulAlgo_t *);
__TANDEM_LT cublasLtMatmulAlgoCheck(cublasLtHandle_t, cublasLtMatmulDesc_t, cublasLtMatrixLayout_t,
                                    cublasLtMatrixLayout_t, cublasLtMatrixLayout_t,
                                    cublasLtMatrixLayout_t, const cublasLtMatmulAlgo_t *,
                                    cublasLtMatmulHeuristicResult_t *);
__TANDEM_LT cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *, cublasLtMatmulAlgoCapAttributes_t,
                                              void *, size_t, size_t *);
__TANDEM_LT cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *, cublasLtMatmulAlgoConfigAttributes_t,
                                                 const void *, size_t);
__TANDEM_LT cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *,
                                                 cublasLtMatmulAlgoConfigAttributes_t, void *, size_t,
                                                 size_t *);
#undef __TANDEM_LT
