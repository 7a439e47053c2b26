// cufftXt.h: stand-in for cuFFT's multi-GPU and callback API, written for
// tandem from the cuFFT documentation (declarations only).
#pragma once
#include <cufft.h>
#define _CUFFTXT_H_
#define MAX_CUDA_DESCRIPTOR_GPUS 64
typedef enum cufftXtSubFormat_t {
  CUFFT_XT_FORMAT_INPUT = 0, CUFFT_XT_FORMAT_OUTPUT, CUFFT_XT_FORMAT_INPLACE,
  CUFFT_XT_FORMAT_INPLACE_SHUFFLED, CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED,
  CUFFT_XT_FORMAT_DISTRIBUTED_INPUT, CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT,
  CUFFT_FORMAT_UNDEFINED
} cufftXtSubFormat;
typedef enum cufftXtCopyType_t {
  CUFFT_COPY_HOST_TO_DEVICE = 0, CUFFT_COPY_DEVICE_TO_HOST, CUFFT_COPY_DEVICE_TO_DEVICE,
  CUFFT_COPY_UNDEFINED
} cufftXtCopyType;
typedef enum cufftXtCallbackType_t {
  CUFFT_CB_LD_COMPLEX = 0, CUFFT_CB_LD_COMPLEX_DOUBLE, CUFFT_CB_LD_REAL, CUFFT_CB_LD_REAL_DOUBLE,
  CUFFT_CB_ST_COMPLEX, CUFFT_CB_ST_COMPLEX_DOUBLE, CUFFT_CB_ST_REAL, CUFFT_CB_ST_REAL_DOUBLE,
  CUFFT_CB_UNDEFINED
} cufftXtCallbackType;
typedef struct cudaXtDesc_t {
  int version;
  int nGPUs;
  int GPUs[MAX_CUDA_DESCRIPTOR_GPUS];
  void *data[MAX_CUDA_DESCRIPTOR_GPUS];
  __tandem_size_t size[MAX_CUDA_DESCRIPTOR_GPUS];
  void *cudaXtState;
} cudaXtDesc;
typedef struct cudaLibXtDesc_t {
  int version;
  cudaXtDesc *descriptor;
  int library;
  int subFormat;
  void *libDescriptor;
} cudaLibXtDesc;
typedef cufftComplex (*cufftCallbackLoadC)(void *in, __tandem_size_t off, void *info, void *shared);
typedef cufftDoubleComplex (*cufftCallbackLoadZ)(void *in, __tandem_size_t off, void *info, void *shared);
typedef cufftReal (*cufftCallbackLoadR)(void *in, __tandem_size_t off, void *info, void *shared);
typedef cufftDoubleReal (*cufftCallbackLoadD)(void *in, __tandem_size_t off, void *info, void *shared);
typedef void (*cufftCallbackStoreC)(void *out, __tandem_size_t off, cufftComplex v, void *info, void *shared);
typedef void (*cufftCallbackStoreZ)(void *out, __tandem_size_t off, cufftDoubleComplex v, void *info, void *shared);
typedef void (*cufftCallbackStoreR)(void *out, __tandem_size_t off, cufftReal v, void *info, void *shared);
typedef void (*cufftCallbackStoreD)(void *out, __tandem_size_t off, cufftDoubleReal v, void *info, void *shared);
extern "C" {
__host__ cufftResult cufftXtSetGPUs(cufftHandle plan, int n, int *gpus);
__host__ cufftResult cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **desc, cufftXtSubFormat f);
__host__ cufftResult cufftXtMemcpy(cufftHandle plan, void *dst, void *src, cufftXtCopyType t);
__host__ cufftResult cufftXtFree(cudaLibXtDesc *desc);
__host__ cufftResult cufftXtSetWorkArea(cufftHandle plan, void **work);
__host__ cufftResult cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *in,
                                              cudaLibXtDesc *out, int dir);
__host__ cufftResult cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *in, cudaLibXtDesc *out);
__host__ cufftResult cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *in, cudaLibXtDesc *out);
__host__ cufftResult cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *in,
                                              cudaLibXtDesc *out, int dir);
__host__ cufftResult cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *in, cudaLibXtDesc *out,
                                           int dir);
__host__ cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n,
                                         long long *inembed, long long istride, long long idist,
                                         cudaDataType itype, long long *onembed,
                                         long long ostride, long long odist, cudaDataType otype,
                                         long long batch, __tandem_size_t *work,
                                         cudaDataType exectype);
__host__ cufftResult cufftXtExec(cufftHandle plan, void *in, void *out, int dir);
__host__ cufftResult cufftXtSetCallback(cufftHandle plan, void **cb, cufftXtCallbackType t,
                                        void **info);
__host__ cufftResult cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType t);
__host__ cufftResult cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType t,
                                                  __tandem_size_t bytes);
}
