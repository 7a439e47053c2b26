// cublas.h: stand-in for cuBLAS's legacy API (no handle: cublasInit, then
// BLAS calls that take scalars by value, return results directly and report
// errors through cublasGetError), written for tandem from the cuBLAS
// documentation (declarations only). The helpers it shares with the v2 API
// (cublasSetVector, cublasGetMatrix, ...) are in cublas_api.h. Its functions
// have the names that cublas_v2.h gives to the v2 ones: a file includes one
// of the two.
#pragma once
#if defined(CUBLAS_V2_H_)
#error "cublas.h (the legacy cuBLAS API) and cublas_v2.h cannot both be included"
#endif
#include <cublas_api.h>
#define CUBLAS_H_
typedef cublasStatus_t cublasStatus;

#define __TANDEM_BL extern "C" __attribute__((host))
__TANDEM_BL cublasStatus cublasInit(void);
__TANDEM_BL cublasStatus cublasShutdown(void);
__TANDEM_BL cublasStatus cublasGetError(void);
__TANDEM_BL cublasStatus cublasGetVersion(int *);
__TANDEM_BL cublasStatus cublasAlloc(int, int, void **);
__TANDEM_BL cublasStatus cublasFree(void *);
__TANDEM_BL cublasStatus cublasSetKernelStream(cudaStream_t);

/* One declaration per type prefix: S float, D double, C cuComplex,
 * Z cuDoubleComplex (R the real type); transposition, fill, side and diagonal
 * are characters ('N', 'T', 'C', 'U', 'L', ...). */
#define __TANDEM_LEG(P, T, R) \
  __TANDEM_BL void cublas##P##scal(int, T, T *, int); \
  __TANDEM_BL void cublas##P##axpy(int, T, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##copy(int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##swap(int, T *, int, T *, int); \
  __TANDEM_BL void cublas##P##gemv(char, int, int, T, const T *, int, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##gbmv(char, int, int, int, int, T, const T *, int, const T *, int, T, \
    T *, int); \
  __TANDEM_BL void cublas##P##trmv(char, char, char, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##trsv(char, char, char, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##tbmv(char, char, char, int, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##tbsv(char, char, char, int, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##tpmv(char, char, char, int, const T *, T *, int); \
  __TANDEM_BL void cublas##P##tpsv(char, char, char, int, const T *, T *, int); \
  __TANDEM_BL void cublas##P##gemm(char, char, int, int, int, T, const T *, int, const T *, int, \
    T, T *, int); \
  __TANDEM_BL void cublas##P##syrk(char, char, int, int, T, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##syr2k(char, char, int, int, T, const T *, int, const T *, int, T, \
    T *, int); \
  __TANDEM_BL void cublas##P##symm(char, char, int, int, T, const T *, int, const T *, int, T, \
    T *, int); \
  __TANDEM_BL void cublas##P##trsm(char, char, char, char, int, int, T, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##trmm(char, char, char, char, int, int, T, const T *, int, T *, int);
/* real only: results returned, symmetric level 2, rotations */
#define __TANDEM_LEGR(P, p, T) \
  __TANDEM_BL T cublas##P##nrm2(int, const T *, int); \
  __TANDEM_BL T cublas##P##asum(int, const T *, int); \
  __TANDEM_BL T cublas##P##dot(int, const T *, int, const T *, int); \
  __TANDEM_BL int cublasI##p##amax(int, const T *, int); \
  __TANDEM_BL int cublasI##p##amin(int, const T *, int); \
  __TANDEM_BL void cublas##P##rot(int, T *, int, T *, int, T, T); \
  __TANDEM_BL void cublas##P##rotg(T *, T *, T *, T *); \
  __TANDEM_BL void cublas##P##rotm(int, T *, int, T *, int, const T *); \
  __TANDEM_BL void cublas##P##rotmg(T *, T *, T *, const T *, T *); \
  __TANDEM_BL void cublas##P##symv(char, int, T, const T *, int, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##sbmv(char, int, int, T, const T *, int, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##spmv(char, int, T, const T *, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##ger(int, int, T, const T *, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##syr(char, int, T, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##spr(char, int, T, const T *, int, T *); \
  __TANDEM_BL void cublas##P##syr2(char, int, T, const T *, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##spr2(char, int, T, const T *, int, const T *, int, T *);
/* complex only: RP is the real-prefixed form (Sc, Dz), RS the real-scalar one (Cs, Zd) */
#define __TANDEM_LEGC(P, p, RP, RS, T, R) \
  __TANDEM_BL R cublas##RP##nrm2(int, const T *, int); \
  __TANDEM_BL R cublas##RP##asum(int, const T *, int); \
  __TANDEM_BL T cublas##P##dotu(int, const T *, int, const T *, int); \
  __TANDEM_BL T cublas##P##dotc(int, const T *, int, const T *, int); \
  __TANDEM_BL int cublasI##p##amax(int, const T *, int); \
  __TANDEM_BL int cublasI##p##amin(int, const T *, int); \
  __TANDEM_BL void cublas##RS##scal(int, R, T *, int); \
  __TANDEM_BL void cublas##P##rot(int, T *, int, T *, int, R, T); \
  __TANDEM_BL void cublas##RS##rot(int, T *, int, T *, int, R, R); \
  __TANDEM_BL void cublas##P##rotg(T *, T, R *, T *); \
  __TANDEM_BL void cublas##P##hemv(char, int, T, const T *, int, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##hbmv(char, int, int, T, const T *, int, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##hpmv(char, int, T, const T *, const T *, int, T, T *, int); \
  __TANDEM_BL void cublas##P##geru(int, int, T, const T *, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##gerc(int, int, T, const T *, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##her(char, int, R, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##hpr(char, int, R, const T *, int, T *); \
  __TANDEM_BL void cublas##P##her2(char, int, T, const T *, int, const T *, int, T *, int); \
  __TANDEM_BL void cublas##P##hpr2(char, int, T, const T *, int, const T *, int, T *); \
  __TANDEM_BL void cublas##P##herk(char, char, int, int, R, const T *, int, R, T *, int); \
  __TANDEM_BL void cublas##P##her2k(char, char, int, int, T, const T *, int, const T *, int, R, \
    T *, int); \
  __TANDEM_BL void cublas##P##hemm(char, char, int, int, T, const T *, int, const T *, int, T, \
    T *, int);
__TANDEM_LEG(S, float, float) __TANDEM_LEG(D, double, double)
__TANDEM_LEG(C, cuComplex, float) __TANDEM_LEG(Z, cuDoubleComplex, double)
__TANDEM_LEGR(S, s, float) __TANDEM_LEGR(D, d, double)
__TANDEM_LEGC(C, c, Sc, Cs, cuComplex, float) __TANDEM_LEGC(Z, z, Dz, Zd, cuDoubleComplex, double)
#undef __TANDEM_LEG
#undef __TANDEM_LEGR
#undef __TANDEM_LEGC
#undef __TANDEM_BL
