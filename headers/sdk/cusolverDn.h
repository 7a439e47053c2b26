// cusolverDn.h: stand-in for cuSOLVER's dense (LAPACK-style) host API,
// written for tandem from the cuSOLVER documentation. Declarations only: host
// code is parsed, never run, and cuSOLVER's kernels are not tandem's to check.
// The fill, side, operation and diagonal enums are cuBLAS's (cublas_api.h).
#pragma once
#include <stdint.h>
#include <stdio.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cublas_api.h>
#include <cusolver_common.h>
#define CUSOLVERDN_H_
typedef struct cusolverDnContext *cusolverDnHandle_t;
typedef struct cusolverDnParams *cusolverDnParams_t;
typedef struct syevjInfo *syevjInfo_t;
typedef struct gesvdjInfo *gesvdjInfo_t;
typedef struct cusolverDnIRSParams *cusolverDnIRSParams_t;
typedef struct cusolverDnIRSInfos *cusolverDnIRSInfos_t;
/* the functions whose algorithm cusolverDnSetAdvOptions selects */
typedef enum {
  CUSOLVERDN_GETRF = 0, CUSOLVERDN_POTRF = 1, CUSOLVERDN_SYEVBATCHED = 2, CUSOLVERDN_GEQRF = 3
} cusolverDnFunction_t;
typedef void (*cusolverDnLoggerCallback_t)(int, const char *, const char *);

#define __TANDEM_DN extern "C" __attribute__((host)) cusolverStatus_t
/* Handle, stream, modes, logging. */
__TANDEM_DN cusolverDnCreate(cusolverDnHandle_t *);
__TANDEM_DN cusolverDnDestroy(cusolverDnHandle_t);
__TANDEM_DN cusolverDnSetStream(cusolverDnHandle_t, cudaStream_t);
__TANDEM_DN cusolverDnGetStream(cusolverDnHandle_t, cudaStream_t *);
__TANDEM_DN cusolverDnSetDeterministicMode(cusolverDnHandle_t, cusolverDeterministicMode_t);
__TANDEM_DN cusolverDnGetDeterministicMode(cusolverDnHandle_t, cusolverDeterministicMode_t *);
__TANDEM_DN cusolverDnSetMathMode(cusolverDnHandle_t, cusolverMathMode_t);
__TANDEM_DN cusolverDnGetMathMode(cusolverDnHandle_t, cusolverMathMode_t *);
__TANDEM_DN cusolverDnLoggerSetCallback(cusolverDnLoggerCallback_t);
__TANDEM_DN cusolverDnLoggerSetFile(FILE *);
__TANDEM_DN cusolverDnLoggerOpenFile(const char *);
__TANDEM_DN cusolverDnLoggerSetLevel(int);
__TANDEM_DN cusolverDnLoggerSetMask(int);
__TANDEM_DN cusolverDnLoggerForceDisable(void);

/* Parameters of the 64-bit generic API. */
__TANDEM_DN cusolverDnCreateParams(cusolverDnParams_t *);
__TANDEM_DN cusolverDnDestroyParams(cusolverDnParams_t);
__TANDEM_DN cusolverDnSetAdvOptions(cusolverDnParams_t, cusolverDnFunction_t, cusolverAlgMode_t);

/* Jacobi solvers' settings: tolerance, sweeps, sorting; residual and sweeps done. */
__TANDEM_DN cusolverDnCreateSyevjInfo(syevjInfo_t *);
__TANDEM_DN cusolverDnDestroySyevjInfo(syevjInfo_t);
__TANDEM_DN cusolverDnXsyevjSetTolerance(syevjInfo_t, double);
__TANDEM_DN cusolverDnXsyevjSetMaxSweeps(syevjInfo_t, int);
__TANDEM_DN cusolverDnXsyevjSetSortEig(syevjInfo_t, int);
__TANDEM_DN cusolverDnXsyevjGetResidual(cusolverDnHandle_t, syevjInfo_t, double *);
__TANDEM_DN cusolverDnXsyevjGetSweeps(cusolverDnHandle_t, syevjInfo_t, int *);
__TANDEM_DN cusolverDnCreateGesvdjInfo(gesvdjInfo_t *);
__TANDEM_DN cusolverDnDestroyGesvdjInfo(gesvdjInfo_t);
__TANDEM_DN cusolverDnXgesvdjSetTolerance(gesvdjInfo_t, double);
__TANDEM_DN cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t, int);
__TANDEM_DN cusolverDnXgesvdjSetSortEig(gesvdjInfo_t, int);
__TANDEM_DN cusolverDnXgesvdjGetResidual(cusolverDnHandle_t, gesvdjInfo_t, double *);
__TANDEM_DN cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t, gesvdjInfo_t, int *);

/* Iterative-refinement solvers: their parameters and reports. */
__TANDEM_DN cusolverDnIRSParamsCreate(cusolverDnIRSParams_t *);
__TANDEM_DN cusolverDnIRSParamsDestroy(cusolverDnIRSParams_t);
__TANDEM_DN cusolverDnIRSParamsSetRefinementSolver(cusolverDnIRSParams_t, cusolverIRSRefinement_t);
__TANDEM_DN cusolverDnIRSParamsSetSolverMainPrecision(cusolverDnIRSParams_t, cusolverPrecType_t);
__TANDEM_DN cusolverDnIRSParamsSetSolverLowestPrecision(cusolverDnIRSParams_t, cusolverPrecType_t);
__TANDEM_DN cusolverDnIRSParamsSetSolverPrecisions(cusolverDnIRSParams_t, cusolverPrecType_t,
                                                    cusolverPrecType_t);
__TANDEM_DN cusolverDnIRSParamsSetTol(cusolverDnIRSParams_t, double);
__TANDEM_DN cusolverDnIRSParamsSetTolInner(cusolverDnIRSParams_t, double);
__TANDEM_DN cusolverDnIRSParamsSetMaxIters(cusolverDnIRSParams_t, cusolver_int_t);
__TANDEM_DN cusolverDnIRSParamsSetMaxItersInner(cusolverDnIRSParams_t, cusolver_int_t);
__TANDEM_DN cusolverDnIRSParamsGetMaxIters(cusolverDnIRSParams_t, cusolver_int_t *);
__TANDEM_DN cusolverDnIRSParamsEnableFallback(cusolverDnIRSParams_t);
__TANDEM_DN cusolverDnIRSParamsDisableFallback(cusolverDnIRSParams_t);
__TANDEM_DN cusolverDnIRSInfosCreate(cusolverDnIRSInfos_t *);
__TANDEM_DN cusolverDnIRSInfosDestroy(cusolverDnIRSInfos_t);
__TANDEM_DN cusolverDnIRSInfosGetNiters(cusolverDnIRSInfos_t, cusolver_int_t *);
__TANDEM_DN cusolverDnIRSInfosGetOuterNiters(cusolverDnIRSInfos_t, cusolver_int_t *);
__TANDEM_DN cusolverDnIRSInfosGetMaxIters(cusolverDnIRSInfos_t, cusolver_int_t *);
__TANDEM_DN cusolverDnIRSInfosRequestResidual(cusolverDnIRSInfos_t);
__TANDEM_DN cusolverDnIRSInfosGetResidualHistory(cusolverDnIRSInfos_t, void **);
/* (handle, params, infos, [m,] n, nrhs, A, lda, B, ldb, X, ldx, work, bytes, iters, info) */
__TANDEM_DN cusolverDnIRSXgesv_bufferSize(cusolverDnHandle_t, cusolverDnIRSParams_t, cusolver_int_t,
                                          cusolver_int_t, __tandem_size_t *);
__TANDEM_DN cusolverDnIRSXgesv(cusolverDnHandle_t, cusolverDnIRSParams_t, cusolverDnIRSInfos_t,
                               cusolver_int_t, cusolver_int_t, void *, cusolver_int_t, void *,
                               cusolver_int_t, void *, cusolver_int_t, void *, __tandem_size_t,
                               cusolver_int_t *, cusolver_int_t *);
__TANDEM_DN cusolverDnIRSXgels_bufferSize(cusolverDnHandle_t, cusolverDnIRSParams_t, cusolver_int_t,
                                          cusolver_int_t, cusolver_int_t, __tandem_size_t *);
__TANDEM_DN cusolverDnIRSXgels(cusolverDnHandle_t, cusolverDnIRSParams_t, cusolverDnIRSInfos_t,
                               cusolver_int_t, cusolver_int_t, cusolver_int_t, void *, cusolver_int_t,
                               void *, cusolver_int_t, void *, cusolver_int_t, void *,
                               __tandem_size_t, cusolver_int_t *, cusolver_int_t *);
/* The mixed-precision <data><lowest>gesv and gels solvers: T is the data type. */
#define __TANDEM_IRS(XY, T)                                                                      \
  __TANDEM_DN cusolverDn##XY##gesv_bufferSize(cusolverDnHandle_t, cusolver_int_t, cusolver_int_t, \
                                              T *, cusolver_int_t, cusolver_int_t *, T *,          \
                                              cusolver_int_t, T *, cusolver_int_t, void *,         \
                                              __tandem_size_t *);                                  \
  __TANDEM_DN cusolverDn##XY##gesv(cusolverDnHandle_t, cusolver_int_t, cusolver_int_t, T *,       \
                                   cusolver_int_t, cusolver_int_t *, T *, cusolver_int_t, T *,     \
                                   cusolver_int_t, void *, __tandem_size_t, cusolver_int_t *,      \
                                   cusolver_int_t *);                                              \
  __TANDEM_DN cusolverDn##XY##gels_bufferSize(cusolverDnHandle_t, cusolver_int_t, cusolver_int_t, \
                                              cusolver_int_t, T *, cusolver_int_t, T *,            \
                                              cusolver_int_t, T *, cusolver_int_t, void *,         \
                                              __tandem_size_t *);                                  \
  __TANDEM_DN cusolverDn##XY##gels(cusolverDnHandle_t, cusolver_int_t, cusolver_int_t,            \
                                   cusolver_int_t, T *, cusolver_int_t, T *, cusolver_int_t, T *,  \
                                   cusolver_int_t, void *, __tandem_size_t, cusolver_int_t *,      \
                                   cusolver_int_t *);
__TANDEM_IRS(ZZ, cuDoubleComplex) __TANDEM_IRS(ZC, cuDoubleComplex) __TANDEM_IRS(ZK, cuDoubleComplex)
__TANDEM_IRS(ZE, cuDoubleComplex) __TANDEM_IRS(ZY, cuDoubleComplex)
__TANDEM_IRS(CC, cuComplex) __TANDEM_IRS(CK, cuComplex) __TANDEM_IRS(CE, cuComplex)
__TANDEM_IRS(CY, cuComplex)
__TANDEM_IRS(DD, double) __TANDEM_IRS(DS, double) __TANDEM_IRS(DH, double) __TANDEM_IRS(DB, double)
__TANDEM_IRS(DX, double)
__TANDEM_IRS(SS, float) __TANDEM_IRS(SH, float) __TANDEM_IRS(SB, float) __TANDEM_IRS(SX, float)
#undef __TANDEM_IRS

/* The typed families, one per prefix: P the prefix, T the element type, R its real type, and
 * the spellings that differ between real and complex: sy/he (symmetric or Hermitian) and
 * org/ung, orm/unm (generate or multiply by an orthogonal or unitary Q). Sizes are int; the _bufferSize functions give the workspace
 * length in elements of T. */
#define __TANDEM_DN4(M)                                                                          \
  M(S, float, float, sy, org, orm) M(D, double, double, sy, org, orm)                             \
  M(C, cuComplex, float, he, ung, unm) M(Z, cuDoubleComplex, double, he, ung, unm)
/* Cholesky: factor, solve, inverse, and their batched forms. */
#define __TANDEM_POTRF(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##potrf_bufferSize(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, \
                                              int *);                                             \
  __TANDEM_DN cusolverDn##P##potrf(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, T *, int,  \
                                   int *);                                                        \
  __TANDEM_DN cusolverDn##P##potrs(cusolverDnHandle_t, cublasFillMode_t, int, int, const T *, int, \
                                   T *, int, int *);                                              \
  __TANDEM_DN cusolverDn##P##potri_bufferSize(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, \
                                              int *);                                             \
  __TANDEM_DN cusolverDn##P##potri(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, T *, int,  \
                                   int *);                                                        \
  __TANDEM_DN cusolverDn##P##potrfBatched(cusolverDnHandle_t, cublasFillMode_t, int, T *[], int,   \
                                          int *, int);                                            \
  __TANDEM_DN cusolverDn##P##potrsBatched(cusolverDnHandle_t, cublasFillMode_t, int, int, T *[],   \
                                          int, T *[], int, int *, int);
/* LU with partial pivoting, its solve and row swaps; symmetric indefinite (Bunch-Kaufman). */
#define __TANDEM_GETRF(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##getrf_bufferSize(cusolverDnHandle_t, int, int, T *, int, int *);     \
  __TANDEM_DN cusolverDn##P##getrf(cusolverDnHandle_t, int, int, T *, int, T *, int *, int *);    \
  __TANDEM_DN cusolverDn##P##getrs(cusolverDnHandle_t, cublasOperation_t, int, int, const T *,    \
                                   int, const int *, T *, int, int *);                            \
  __TANDEM_DN cusolverDn##P##laswp(cusolverDnHandle_t, int, T *, int, int, int, const int *, int); \
  __TANDEM_DN cusolverDn##P##sytrf_bufferSize(cusolverDnHandle_t, int, T *, int, int *);          \
  __TANDEM_DN cusolverDn##P##sytrf(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, int *, T *, \
                                   int, int *);                                                   \
  __TANDEM_DN cusolverDn##P##sytri_bufferSize(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, \
                                              const int *, int *);                                \
  __TANDEM_DN cusolverDn##P##sytri(cusolverDnHandle_t, cublasFillMode_t, int, T *, int,           \
                                   const int *, T *, int, int *);
/* QR, forming and applying Q (orgqr/ungqr, ormqr/unmqr). */
#define __TANDEM_GEQRF(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##geqrf_bufferSize(cusolverDnHandle_t, int, int, T *, int, int *);     \
  __TANDEM_DN cusolverDn##P##geqrf(cusolverDnHandle_t, int, int, T *, int, T *, T *, int, int *); \
  __TANDEM_DN cusolverDn##P##OG##qr_bufferSize(cusolverDnHandle_t, int, int, int, const T *, int, \
                                                const T *, int *);                                \
  __TANDEM_DN cusolverDn##P##OG##qr(cusolverDnHandle_t, int, int, int, T *, int, const T *, T *,  \
                                     int, int *);                                                 \
  __TANDEM_DN cusolverDn##P##OM##qr_bufferSize(cusolverDnHandle_t, cublasSideMode_t,              \
                                                cublasOperation_t, int, int, int, const T *, int,  \
                                                const T *, const T *, int, int *);                 \
  __TANDEM_DN cusolverDn##P##OM##qr(cusolverDnHandle_t, cublasSideMode_t, cublasOperation_t, int, \
                                     int, int, const T *, int, const T *, T *, int, T *, int,     \
                                     int *);
/* Bidiagonal and tridiagonal reductions, with their Q generators and appliers. */
#define __TANDEM_GEBRD(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##gebrd_bufferSize(cusolverDnHandle_t, int, int, int *);               \
  __TANDEM_DN cusolverDn##P##gebrd(cusolverDnHandle_t, int, int, T *, int, R *, R *, T *, T *, T *, \
                                   int, int *);                                                   \
  __TANDEM_DN cusolverDn##P##OG##br_bufferSize(cusolverDnHandle_t, cublasSideMode_t, int, int,    \
                                                int, const T *, int, const T *, int *);           \
  __TANDEM_DN cusolverDn##P##OG##br(cusolverDnHandle_t, cublasSideMode_t, int, int, int, T *,     \
                                     int, const T *, T *, int, int *);                            \
  __TANDEM_DN cusolverDn##P##SY##trd_bufferSize(cusolverDnHandle_t, cublasFillMode_t, int,         \
                                                const T *, int, const R *, const R *, const T *,  \
                                                int *);                                           \
  __TANDEM_DN cusolverDn##P##SY##trd(cusolverDnHandle_t, cublasFillMode_t, int, T *, int, R *, R *, \
                                     T *, T *, int, int *);                                       \
  __TANDEM_DN cusolverDn##P##OG##tr_bufferSize(cusolverDnHandle_t, cublasFillMode_t, int,         \
                                                const T *, int, const T *, int *);                \
  __TANDEM_DN cusolverDn##P##OG##tr(cusolverDnHandle_t, cublasFillMode_t, int, T *, int,          \
                                     const T *, T *, int, int *);                                 \
  __TANDEM_DN cusolverDn##P##OM##tr_bufferSize(cusolverDnHandle_t, cublasSideMode_t,              \
                                                cublasFillMode_t, cublasOperation_t, int, int,     \
                                                const T *, int, const T *, const T *, int, int *); \
  __TANDEM_DN cusolverDn##P##OM##tr(cusolverDnHandle_t, cublasSideMode_t, cublasFillMode_t,       \
                                     cublasOperation_t, int, int, T *, int, T *, T *, int, T *,    \
                                     int, int *);
/* Singular values: QR-iteration gesvd (jobu, jobvt are 'A', 'S', 'O' or 'N'), Jacobi gesvdj
 * and its batched form, and the approximate strided-batched gesvda. */
#define __TANDEM_GESVD(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##gesvd_bufferSize(cusolverDnHandle_t, int, int, int *);               \
  __TANDEM_DN cusolverDn##P##gesvd(cusolverDnHandle_t, signed char, signed char, int, int, T *,    \
                                   int, R *, T *, int, T *, int, T *, int, R *, int *);            \
  __TANDEM_DN cusolverDn##P##gesvdj_bufferSize(cusolverDnHandle_t, cusolverEigMode_t, int, int,    \
                                               int, const T *, int, const R *, const T *, int,     \
                                               const T *, int, int *, gesvdjInfo_t);               \
  __TANDEM_DN cusolverDn##P##gesvdj(cusolverDnHandle_t, cusolverEigMode_t, int, int, int, T *,     \
                                    int, R *, T *, int, T *, int, T *, int, int *, gesvdjInfo_t);  \
  __TANDEM_DN cusolverDn##P##gesvdjBatched_bufferSize(cusolverDnHandle_t, cusolverEigMode_t, int, \
                                                      int, const T *, int, const R *, const T *,  \
                                                      int, const T *, int, int *, gesvdjInfo_t,   \
                                                      int);                                       \
  __TANDEM_DN cusolverDn##P##gesvdjBatched(cusolverDnHandle_t, cusolverEigMode_t, int, int, T *,   \
                                           int, R *, T *, int, T *, int, T *, int, int *,          \
                                           gesvdjInfo_t, int);                                     \
  __TANDEM_DN cusolverDn##P##gesvdaStridedBatched_bufferSize(                                      \
      cusolverDnHandle_t, cusolverEigMode_t, int, int, int, const T *, int, long long, const R *,  \
      long long, const T *, int, long long, const T *, int, long long, int *, int);               \
  __TANDEM_DN cusolverDn##P##gesvdaStridedBatched(                                                 \
      cusolverDnHandle_t, cusolverEigMode_t, int, int, int, const T *, int, long long, R *,        \
      long long, T *, int, long long, T *, int, long long, T *, int, int *, double *, int);
/* Symmetric/Hermitian eigensolvers: divide and conquer (syevd/heevd), its subset form
 * (syevdx/heevdx: a range of values vl..vu or of indices il..iu), Jacobi (syevj/heevj) and
 * its batched form; the generalised problems (sygvd/hegvd, sygvdx/hegvdx, sygvj/hegvj). */
#define __TANDEM_SYEVD(P, T, R, SY, OG, OM)                                                          \
  __TANDEM_DN cusolverDn##P##SY##evd_bufferSize(cusolverDnHandle_t, cusolverEigMode_t,             \
                                                cublasFillMode_t, int, const T *, int, const R *,  \
                                                int *);                                           \
  __TANDEM_DN cusolverDn##P##SY##evd(cusolverDnHandle_t, cusolverEigMode_t, cublasFillMode_t, int, \
                                     T *, int, R *, T *, int, int *);                             \
  __TANDEM_DN cusolverDn##P##SY##evdx_bufferSize(cusolverDnHandle_t, cusolverEigMode_t,            \
                                                 cusolverEigRange_t, cublasFillMode_t, int,        \
                                                 const T *, int, R, R, int, int, int *, const R *, \
                                                 int *);                                          \
  __TANDEM_DN cusolverDn##P##SY##evdx(cusolverDnHandle_t, cusolverEigMode_t, cusolverEigRange_t,   \
                                      cublasFillMode_t, int, T *, int, R, R, int, int, int *, R *, \
                                      T *, int, int *);                                           \
  __TANDEM_DN cusolverDn##P##SY##evj_bufferSize(cusolverDnHandle_t, cusolverEigMode_t,             \
                                                cublasFillMode_t, int, const T *, int, const R *,  \
                                                int *, syevjInfo_t);                              \
  __TANDEM_DN cusolverDn##P##SY##evj(cusolverDnHandle_t, cusolverEigMode_t, cublasFillMode_t, int, \
                                     T *, int, R *, T *, int, int *, syevjInfo_t);                \
  __TANDEM_DN cusolverDn##P##SY##evjBatched_bufferSize(cusolverDnHandle_t, cusolverEigMode_t,      \
                                                       cublasFillMode_t, int, const T *, int,     \
                                                       const R *, int *, syevjInfo_t, int);       \
  __TANDEM_DN cusolverDn##P##SY##evjBatched(cusolverDnHandle_t, cusolverEigMode_t,                 \
                                            cublasFillMode_t, int, T *, int, R *, T *, int, int *, \
                                            syevjInfo_t, int);                                    \
  __TANDEM_DN cusolverDn##P##SY##gvd_bufferSize(cusolverDnHandle_t, cusolverEigType_t,             \
                                                cusolverEigMode_t, cublasFillMode_t, int,          \
                                                const T *, int, const T *, int, const R *, int *); \
  __TANDEM_DN cusolverDn##P##SY##gvd(cusolverDnHandle_t, cusolverEigType_t, cusolverEigMode_t,     \
                                     cublasFillMode_t, int, T *, int, T *, int, R *, T *, int,     \
                                     int *);                                                      \
  __TANDEM_DN cusolverDn##P##SY##gvdx_bufferSize(cusolverDnHandle_t, cusolverEigType_t,            \
                                                 cusolverEigMode_t, cusolverEigRange_t,            \
                                                 cublasFillMode_t, int, const T *, int, const T *, \
                                                 int, R, R, int, int, int *, const R *, int *);    \
  __TANDEM_DN cusolverDn##P##SY##gvdx(cusolverDnHandle_t, cusolverEigType_t, cusolverEigMode_t,    \
                                      cusolverEigRange_t, cublasFillMode_t, int, T *, int, T *,    \
                                      int, R, R, int, int, int *, R *, T *, int, int *);          \
  __TANDEM_DN cusolverDn##P##SY##gvj_bufferSize(cusolverDnHandle_t, cusolverEigType_t,             \
                                                cusolverEigMode_t, cublasFillMode_t, int,          \
                                                const T *, int, const T *, int, const R *, int *,  \
                                                syevjInfo_t);                                     \
  __TANDEM_DN cusolverDn##P##SY##gvj(cusolverDnHandle_t, cusolverEigType_t, cusolverEigMode_t,     \
                                     cublasFillMode_t, int, T *, int, T *, int, R *, T *, int,     \
                                     int *, syevjInfo_t);
__TANDEM_DN4(__TANDEM_POTRF) __TANDEM_DN4(__TANDEM_GETRF) __TANDEM_DN4(__TANDEM_GEQRF)
__TANDEM_DN4(__TANDEM_GEBRD) __TANDEM_DN4(__TANDEM_GESVD) __TANDEM_DN4(__TANDEM_SYEVD)
#undef __TANDEM_DN4
#undef __TANDEM_POTRF
#undef __TANDEM_GETRF
#undef __TANDEM_GEQRF
#undef __TANDEM_GEBRD
#undef __TANDEM_GESVD
#undef __TANDEM_SYEVD

/* The 64-bit generic API: sizes are int64_t, each matrix comes with its cudaDataType, and the
 * _bufferSize functions give two workspace sizes in bytes, on the device and on the host. */
#define __TANDEM_WS __tandem_size_t *, __tandem_size_t *
#define __TANDEM_BUF void *, __tandem_size_t, void *, __tandem_size_t
__TANDEM_DN cusolverDnXpotrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t,
                                        int64_t, cudaDataType, const void *, int64_t, cudaDataType,
                                        __TANDEM_WS);
__TANDEM_DN cusolverDnXpotrf(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t, int64_t,
                             cudaDataType, void *, int64_t, cudaDataType, __TANDEM_BUF, int *);
__TANDEM_DN cusolverDnXpotrs(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t, int64_t,
                             int64_t, cudaDataType, const void *, int64_t, cudaDataType, void *,
                             int64_t, int *);
__TANDEM_DN cusolverDnXgetrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t,
                                        cudaDataType, const void *, int64_t, cudaDataType,
                                        __TANDEM_WS);
__TANDEM_DN cusolverDnXgetrf(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t, cudaDataType,
                             void *, int64_t, int64_t *, cudaDataType, __TANDEM_BUF, int *);
__TANDEM_DN cusolverDnXgetrs(cusolverDnHandle_t, cusolverDnParams_t, cublasOperation_t, int64_t,
                             int64_t, cudaDataType, const void *, int64_t, const int64_t *,
                             cudaDataType, void *, int64_t, int *);
__TANDEM_DN cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t,
                                        cudaDataType, const void *, int64_t, cudaDataType,
                                        const void *, cudaDataType, __TANDEM_WS);
__TANDEM_DN cusolverDnXgeqrf(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t, cudaDataType,
                             void *, int64_t, cudaDataType, void *, cudaDataType, __TANDEM_BUF,
                             int *);
__TANDEM_DN cusolverDnXtrtri_bufferSize(cusolverDnHandle_t, cublasFillMode_t, cublasDiagType_t,
                                        int64_t, cudaDataType, void *, int64_t, __TANDEM_WS);
__TANDEM_DN cusolverDnXtrtri(cusolverDnHandle_t, cublasFillMode_t, cublasDiagType_t, int64_t,
                             cudaDataType, void *, int64_t, __TANDEM_BUF, int *);
/* (jobu, jobvt, m, n, A, S, U, VT) */
__TANDEM_DN cusolverDnXgesvd_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, signed char,
                                        signed char, int64_t, int64_t, cudaDataType, const void *,
                                        int64_t, cudaDataType, const void *, cudaDataType,
                                        const void *, int64_t, cudaDataType, const void *, int64_t,
                                        cudaDataType, __TANDEM_WS);
__TANDEM_DN cusolverDnXgesvd(cusolverDnHandle_t, cusolverDnParams_t, signed char, signed char,
                             int64_t, int64_t, cudaDataType, void *, int64_t, cudaDataType, void *,
                             cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
                             cudaDataType, __TANDEM_BUF, int *);
/* (jobz, econ, m, n, A, S, U, V); the last argument returns the error estimate on the host */
__TANDEM_DN cusolverDnXgesvdp_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                         int, int64_t, int64_t, cudaDataType, const void *, int64_t,
                                         cudaDataType, const void *, cudaDataType, const void *,
                                         int64_t, cudaDataType, const void *, int64_t, cudaDataType,
                                         __TANDEM_WS);
__TANDEM_DN cusolverDnXgesvdp(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t, int,
                              int64_t, int64_t, cudaDataType, void *, int64_t, cudaDataType, void *,
                              cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
                              cudaDataType, __TANDEM_BUF, int *, double *);
/* randomised SVD: (jobu, jobv, m, n, rank k, oversampling p, iterations, A, S, U, V) */
__TANDEM_DN cusolverDnXgesvdr_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, signed char,
                                         signed char, int64_t, int64_t, int64_t, int64_t, int64_t,
                                         cudaDataType, const void *, int64_t, cudaDataType,
                                         const void *, cudaDataType, const void *, int64_t,
                                         cudaDataType, const void *, int64_t, cudaDataType,
                                         __TANDEM_WS);
__TANDEM_DN cusolverDnXgesvdr(cusolverDnHandle_t, cusolverDnParams_t, signed char, signed char,
                              int64_t, int64_t, int64_t, int64_t, int64_t, cudaDataType, void *,
                              int64_t, cudaDataType, void *, cudaDataType, void *, int64_t,
                              cudaDataType, void *, int64_t, cudaDataType, __TANDEM_BUF, int *);
__TANDEM_DN cusolverDnXsyevd_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                        cublasFillMode_t, int64_t, cudaDataType, const void *,
                                        int64_t, cudaDataType, const void *, cudaDataType,
                                        __TANDEM_WS);
__TANDEM_DN cusolverDnXsyevd(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                             cublasFillMode_t, int64_t, cudaDataType, void *, int64_t, cudaDataType,
                             void *, cudaDataType, __TANDEM_BUF, int *);
/* (jobz, range, uplo, n, A, lda, &vl, &vu, il, iu, &meig (host), W) */
__TANDEM_DN cusolverDnXsyevdx_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                         cusolverEigRange_t, cublasFillMode_t, int64_t,
                                         cudaDataType, const void *, int64_t, void *, void *,
                                         int64_t, int64_t, int64_t *, cudaDataType, const void *,
                                         cudaDataType, __TANDEM_WS);
__TANDEM_DN cusolverDnXsyevdx(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                              cusolverEigRange_t, cublasFillMode_t, int64_t, cudaDataType, void *,
                              int64_t, void *, void *, int64_t, int64_t, int64_t *, cudaDataType,
                              void *, cudaDataType, __TANDEM_BUF, int *);
__TANDEM_DN cusolverDnXsyevBatched_bufferSize(cusolverDnHandle_t, cusolverDnParams_t,
                                              cusolverEigMode_t, cublasFillMode_t, int64_t,
                                              cudaDataType, const void *, int64_t, cudaDataType,
                                              const void *, cudaDataType, __TANDEM_WS, int64_t);
__TANDEM_DN cusolverDnXsyevBatched(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                   cublasFillMode_t, int64_t, cudaDataType, void *, int64_t,
                                   cudaDataType, void *, cudaDataType, __TANDEM_BUF, int *, int64_t);
/* non-symmetric eigenproblem: (jobvl, jobvr, n, A, W, VL, VR) */
__TANDEM_DN cusolverDnXgeev_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                       cusolverEigMode_t, int64_t, cudaDataType, const void *,
                                       int64_t, cudaDataType, const void *, cudaDataType,
                                       const void *, int64_t, cudaDataType, const void *, int64_t,
                                       cudaDataType, __TANDEM_WS);
__TANDEM_DN cusolverDnXgeev(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                            cusolverEigMode_t, int64_t, cudaDataType, void *, int64_t, cudaDataType,
                            void *, cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
                            cudaDataType, __TANDEM_BUF, int *);

/* The first 64-bit API (CUDA 11.0, since deprecated): one device workspace, in bytes. */
__TANDEM_DN cusolverDnPotrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t,
                                       int64_t, cudaDataType, const void *, int64_t, cudaDataType,
                                       __tandem_size_t *);
__TANDEM_DN cusolverDnPotrf(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t, int64_t,
                            cudaDataType, void *, int64_t, cudaDataType, void *, __tandem_size_t,
                            int *);
__TANDEM_DN cusolverDnPotrs(cusolverDnHandle_t, cusolverDnParams_t, cublasFillMode_t, int64_t,
                            int64_t, cudaDataType, const void *, int64_t, cudaDataType, void *,
                            int64_t, int *);
__TANDEM_DN cusolverDnGetrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t,
                                       cudaDataType, const void *, int64_t, cudaDataType,
                                       __tandem_size_t *);
__TANDEM_DN cusolverDnGetrf(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t, cudaDataType,
                            void *, int64_t, int64_t *, cudaDataType, void *, __tandem_size_t, int *);
__TANDEM_DN cusolverDnGetrs(cusolverDnHandle_t, cusolverDnParams_t, cublasOperation_t, int64_t,
                            int64_t, cudaDataType, const void *, int64_t, const int64_t *,
                            cudaDataType, void *, int64_t, int *);
__TANDEM_DN cusolverDnGeqrf_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t,
                                       cudaDataType, const void *, int64_t, cudaDataType,
                                       const void *, cudaDataType, __tandem_size_t *);
__TANDEM_DN cusolverDnGeqrf(cusolverDnHandle_t, cusolverDnParams_t, int64_t, int64_t, cudaDataType,
                            void *, int64_t, cudaDataType, void *, cudaDataType, void *,
                            __tandem_size_t, int *);
__TANDEM_DN cusolverDnGesvd_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, signed char,
                                       signed char, int64_t, int64_t, cudaDataType, const void *,
                                       int64_t, cudaDataType, const void *, cudaDataType,
                                       const void *, int64_t, cudaDataType, const void *, int64_t,
                                       cudaDataType, __tandem_size_t *);
__TANDEM_DN cusolverDnGesvd(cusolverDnHandle_t, cusolverDnParams_t, signed char, signed char,
                            int64_t, int64_t, cudaDataType, void *, int64_t, cudaDataType, void *,
                            cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
                            cudaDataType, void *, __tandem_size_t, int *);
__TANDEM_DN cusolverDnSyevd_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                       cublasFillMode_t, int64_t, cudaDataType, const void *,
                                       int64_t, cudaDataType, const void *, cudaDataType,
                                       __tandem_size_t *);
__TANDEM_DN cusolverDnSyevd(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                            cublasFillMode_t, int64_t, cudaDataType, void *, int64_t, cudaDataType,
                            void *, cudaDataType, void *, __tandem_size_t, int *);
__TANDEM_DN cusolverDnSyevdx_bufferSize(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                                        cusolverEigRange_t, cublasFillMode_t, int64_t,
                                        cudaDataType, const void *, int64_t, void *, void *,
                                        int64_t, int64_t, int64_t *, cudaDataType, const void *,
                                        cudaDataType, __tandem_size_t *);
__TANDEM_DN cusolverDnSyevdx(cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
                             cusolverEigRange_t, cublasFillMode_t, int64_t, cudaDataType, void *,
                             int64_t, void *, void *, int64_t, int64_t, int64_t *, cudaDataType,
                             void *, cudaDataType, void *, __tandem_size_t, int *);
#undef __TANDEM_WS
#undef __TANDEM_BUF
#undef __TANDEM_DN
