// cusolverSp.h: stand-in for cuSOLVER's sparse host API (CSR matrices
// described by cuSPARSE's cusparseMatDescr_t), written for tandem from the
// cuSOLVER documentation. Declarations only: host code is parsed, never run.
#pragma once
#include <stdint.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cusparse.h>
#include <cusolver_common.h>
#define CUSOLVERSP_H_
typedef struct cusolverSpContext *cusolverSpHandle_t;
typedef struct csrqrInfo *csrqrInfo_t;
#define __TANDEM_SPS extern "C" __attribute__((host)) cusolverStatus_t
__TANDEM_SPS cusolverSpCreate(cusolverSpHandle_t *);
__TANDEM_SPS cusolverSpDestroy(cusolverSpHandle_t);
__TANDEM_SPS cusolverSpSetStream(cusolverSpHandle_t, cudaStream_t);
__TANDEM_SPS cusolverSpGetStream(cusolverSpHandle_t, cudaStream_t *);
__TANDEM_SPS cusolverSpCreateCsrqrInfo(csrqrInfo_t *);
__TANDEM_SPS cusolverSpDestroyCsrqrInfo(csrqrInfo_t);
/* (handle, m, nnz, descr, rowPtr, rowEnd, colInd, &issym) */
__TANDEM_SPS cusolverSpXcsrissymHost(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,
                                     const int *, const int *, const int *, int *);
/* Fill-reducing orderings on the host: (handle, n, nnz, descr, rowPtr, colInd, [options,] p) */
__TANDEM_SPS cusolverSpXcsrsymrcmHost(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,
                                      const int *, const int *, int *);
__TANDEM_SPS cusolverSpXcsrsymmdqHost(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,
                                      const int *, const int *, int *);
__TANDEM_SPS cusolverSpXcsrsymamdHost(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,
                                      const int *, const int *, int *);
__TANDEM_SPS cusolverSpXcsrmetisndHost(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,
                                       const int *, const int *, const int64_t *, int *);
__TANDEM_SPS cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t, int, int, int,
                                               const cusparseMatDescr_t, const int *, const int *,
                                               const int *, const int *, __tandem_size_t *);
__TANDEM_SPS cusolverSpXcsrpermHost(cusolverSpHandle_t, int, int, int, const cusparseMatDescr_t,
                                    int *, int *, const int *, const int *, int *, void *);
__TANDEM_SPS cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t, int, int, int,
                                             const cusparseMatDescr_t, const int *, const int *,
                                             csrqrInfo_t);
/* The typed families: P the prefix, T the element type, R its real type (the tolerance). The
 * linear solvers take (handle, n, nnz, descr, val, rowPtr, colInd, b, tol, reorder, x,
 * &singularity); the Host forms take host arrays. */
#define __TANDEM_SPS4(M) M(S, float, float) M(D, double, double) M(C, cuComplex, float) \
  M(Z, cuDoubleComplex, double)
#define __TANDEM_LSV(P, T, R, NAME)                                                               \
  __TANDEM_SPS cusolverSp##P##NAME(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,         \
                                   const T *, const int *, const int *, const T *, R, int, T *,    \
                                   int *);
#define __TANDEM_SPS_TYPED(P, T, R)                                                               \
  __TANDEM_LSV(P, T, R, csrlsvlu) __TANDEM_LSV(P, T, R, csrlsvluHost)                             \
  __TANDEM_LSV(P, T, R, csrlsvqr) __TANDEM_LSV(P, T, R, csrlsvqrHost)                             \
  __TANDEM_LSV(P, T, R, csrlsvchol) __TANDEM_LSV(P, T, R, csrlsvcholHost)                         \
  __TANDEM_SPS cusolverSp##P##csrlsqvqrHost(cusolverSpHandle_t, int, int, int,                    \
                                            const cusparseMatDescr_t, const T *, const int *,     \
                                            const int *, const T *, R, int *, T *, int *, R *);   \
  __TANDEM_SPS cusolverSp##P##csreigvsi(cusolverSpHandle_t, int, int, const cusparseMatDescr_t,   \
                                        const T *, const int *, const int *, T, const T *, int,   \
                                        R, T *, T *);                                             \
  __TANDEM_SPS cusolverSp##P##csreigvsiHost(cusolverSpHandle_t, int, int,                         \
                                            const cusparseMatDescr_t, const T *, const int *,     \
                                            const int *, T, const T *, int, R, T *, T *);         \
  __TANDEM_SPS cusolverSp##P##csrqrBufferInfoBatched(cusolverSpHandle_t, int, int, int,           \
                                                     const cusparseMatDescr_t, const T *,         \
                                                     const int *, const int *, int, csrqrInfo_t,  \
                                                     __tandem_size_t *, __tandem_size_t *);       \
  __TANDEM_SPS cusolverSp##P##csrqrsvBatched(cusolverSpHandle_t, int, int, int,                   \
                                             const cusparseMatDescr_t, const T *, const int *,    \
                                             const int *, const T *, T *, int, csrqrInfo_t,       \
                                             void *);
__TANDEM_SPS4(__TANDEM_SPS_TYPED)
#undef __TANDEM_SPS4
#undef __TANDEM_LSV
#undef __TANDEM_SPS_TYPED
#undef __TANDEM_SPS
