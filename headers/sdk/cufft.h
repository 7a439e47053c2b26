// cufft.h: stand-in for cuFFT's host API header, written for tandem from the
// cuFFT documentation (declarations only: host code is parsed, never run).
// cuFFT's transforms run as library kernels tandem never sees; a kernel that
// only uses the types (cufftComplex is float2) is analysed as usual.
#pragma once
#include <library_types.h>
#define _CUFFT_H_
#define CUFFTAPI
#define CUFFT_VER_MAJOR 11
#define CUFFT_VER_MINOR 0
#define CUFFT_VERSION 11000
typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0, CUFFT_INVALID_PLAN = 1, CUFFT_ALLOC_FAILED = 2, CUFFT_INVALID_TYPE = 3,
  CUFFT_INVALID_VALUE = 4, CUFFT_INTERNAL_ERROR = 5, CUFFT_EXEC_FAILED = 6,
  CUFFT_SETUP_FAILED = 7, CUFFT_INVALID_SIZE = 8, CUFFT_UNALIGNED_DATA = 9,
  CUFFT_INCOMPLETE_PARAMETER_LIST = 10, CUFFT_INVALID_DEVICE = 11, CUFFT_PARSE_ERROR = 12,
  CUFFT_NO_WORKSPACE = 13, CUFFT_NOT_IMPLEMENTED = 14, CUFFT_LICENSE_ERROR = 15,
  CUFFT_NOT_SUPPORTED = 16, CUFFT_MISSING_DEPENDENCY = 17, CUFFT_NVRTC_FAILURE = 18,
  CUFFT_NVJITLINK_FAILURE = 19, CUFFT_NVSHMEM_FAILURE = 20
} cufftResult;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef float2 cufftComplex;
typedef double2 cufftDoubleComplex;
typedef int cufftHandle;
typedef enum cufftType_t {
  CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a, CUFFT_Z2D = 0x6c, CUFFT_Z2Z = 0x69
} cufftType;
typedef enum cufftCompatibility_t { CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01 } cufftCompatibility;
extern "C" {
__host__ cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
__host__ cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
__host__ cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
__host__ cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                                   int idist, int *onembed, int ostride, int odist,
                                   cufftType type, int batch);
__host__ cufftResult cufftCreate(cufftHandle *plan);
__host__ cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch,
                                     __tandem_size_t *work);
__host__ cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type,
                                     __tandem_size_t *work);
__host__ cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
                                     __tandem_size_t *work);
__host__ cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed,
                                       int istride, int idist, int *onembed, int ostride,
                                       int odist, cufftType type, int batch,
                                       __tandem_size_t *work);
__host__ cufftResult cufftEstimate1d(int nx, cufftType type, int batch, __tandem_size_t *work);
__host__ cufftResult cufftGetSize(cufftHandle plan, __tandem_size_t *work);
__host__ cufftResult cufftSetWorkArea(cufftHandle plan, void *work);
__host__ cufftResult cufftSetAutoAllocation(cufftHandle plan, int autoalloc);
__host__ cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *in, cufftComplex *out, int dir);
__host__ cufftResult cufftExecR2C(cufftHandle plan, cufftReal *in, cufftComplex *out);
__host__ cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *in, cufftReal *out);
__host__ cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *in,
                                  cufftDoubleComplex *out, int dir);
__host__ cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *in, cufftDoubleComplex *out);
__host__ cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *in, cufftDoubleReal *out);
__host__ cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);
__host__ cufftResult cufftDestroy(cufftHandle plan);
__host__ cufftResult cufftGetVersion(int *version);
__host__ cufftResult cufftGetProperty(libraryPropertyType type, int *value);
}
