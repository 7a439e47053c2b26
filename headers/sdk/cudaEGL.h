// cudaEGL.h: stand-in for CUDA's EGL interoperability API (driver and
// runtime), written for tandem from the CUDA Driver/Runtime API
// documentation. Declarations only. The EGL handle types come from the
// system's <EGL/egl.h> and <EGL/eglext.h> when installed, else from here.
#pragma once
#define CUDAEGL_H
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#include <EGL/egl.h>
#include <EGL/eglext.h>
#else
typedef void *EGLImageKHR;
typedef void *EGLStreamKHR;
typedef void *EGLSyncKHR;
typedef void *EGLDisplay;
typedef void *EGLSync;
typedef unsigned int EGLint;
#endif
#define MAX_PLANES 3
#define CUDA_EGL_MAX_PLANES 3
typedef struct CUeglStreamConnection_st *CUeglStreamConnection;
typedef enum CUeglFrameType_enum { CU_EGL_FRAME_TYPE_ARRAY = 0, CU_EGL_FRAME_TYPE_PITCH = 1 } CUeglFrameType;
typedef enum CUeglResourceLocationFlags_enum { CU_EGL_RESOURCE_LOCATION_SYSMEM = 0,
                                               CU_EGL_RESOURCE_LOCATION_VIDMEM = 1 } CUeglResourceLocationFlags;
/* A few of the colour formats; the value is all tandem's host parse needs. */
typedef enum CUeglColorFormat_enum {
  CU_EGL_COLOR_FORMAT_YUV420_PLANAR = 0, CU_EGL_COLOR_FORMAT_YUV420_SEMIPLANAR = 1,
  CU_EGL_COLOR_FORMAT_YUV422_PLANAR = 2, CU_EGL_COLOR_FORMAT_YUV422_SEMIPLANAR = 3,
  CU_EGL_COLOR_FORMAT_RGB = 4, CU_EGL_COLOR_FORMAT_BGR = 5, CU_EGL_COLOR_FORMAT_ARGB = 6,
  CU_EGL_COLOR_FORMAT_RGBA = 7, CU_EGL_COLOR_FORMAT_L = 8, CU_EGL_COLOR_FORMAT_R = 9,
  CU_EGL_COLOR_FORMAT_ABGR = 0x17, CU_EGL_COLOR_FORMAT_BGRA = 0x18
} CUeglColorFormat;
typedef struct CUeglFrame_st {
  union { CUarray pArray[MAX_PLANES]; void *pPitch[MAX_PLANES]; } frame;
  unsigned int width, height, depth, pitch, planeCount, numChannels;
  CUeglFrameType frameType;
  CUeglColorFormat eglColorFormat;
  CUarray_format cuFormat;
} CUeglFrame;
typedef enum cudaEglFrameType_enum { cudaEglFrameTypeArray = 0, cudaEglFrameTypePitch = 1 } cudaEglFrameType;
typedef enum cudaEglResourceLocationFlags_enum { cudaEglResourceLocationSysmem = 0,
                                                 cudaEglResourceLocationVidmem = 1 } cudaEglResourceLocationFlags;
typedef enum cudaEglColorFormat_enum {
  cudaEglColorFormatYUV420Planar = 0, cudaEglColorFormatYUV420SemiPlanar = 1,
  cudaEglColorFormatYUV422Planar = 2, cudaEglColorFormatYUV422SemiPlanar = 3,
  cudaEglColorFormatARGB = 6, cudaEglColorFormatRGBA = 7, cudaEglColorFormatL = 8,
  cudaEglColorFormatR = 9, cudaEglColorFormatABGR = 0x17, cudaEglColorFormatBGRA = 0x18
} cudaEglColorFormat;
typedef struct cudaEglPlaneDesc_st {
  unsigned int width, height, depth, pitch, numChannels;
  struct cudaChannelFormatDesc channelDesc;
  unsigned int reserved[4];
} cudaEglPlaneDesc;
typedef struct cudaEglFrame_st {
  union { cudaArray_t pArray[CUDA_EGL_MAX_PLANES]; struct cudaPitchedPtr pPitch[CUDA_EGL_MAX_PLANES]; } frame;
  cudaEglPlaneDesc planeDesc[CUDA_EGL_MAX_PLANES];
  unsigned int planeCount;
  cudaEglFrameType frameType;
  cudaEglColorFormat eglColorFormat;
} cudaEglFrame;
typedef struct CUeglStreamConnection_st *cudaEglStreamConnection;
extern "C" {
__host__ CUresult cuGraphicsEGLRegisterImage(CUgraphicsResource *r, EGLImageKHR image, unsigned int flags);
__host__ CUresult cuGraphicsResourceGetMappedEglFrame(CUeglFrame *f, CUgraphicsResource r, unsigned int index,
                                                      unsigned int level);
__host__ CUresult cuEGLStreamConsumerConnect(CUeglStreamConnection *c, EGLStreamKHR s);
__host__ CUresult cuEGLStreamConsumerConnectWithFlags(CUeglStreamConnection *c, EGLStreamKHR s, unsigned int flags);
__host__ CUresult cuEGLStreamConsumerDisconnect(CUeglStreamConnection *c);
__host__ CUresult cuEGLStreamConsumerAcquireFrame(CUeglStreamConnection *c, CUgraphicsResource *r, CUstream *s,
                                                  unsigned int timeout);
__host__ CUresult cuEGLStreamConsumerReleaseFrame(CUeglStreamConnection *c, CUgraphicsResource r, CUstream *s);
__host__ CUresult cuEGLStreamProducerConnect(CUeglStreamConnection *c, EGLStreamKHR s, EGLint w, EGLint h);
__host__ CUresult cuEGLStreamProducerDisconnect(CUeglStreamConnection *c);
__host__ CUresult cuEGLStreamProducerPresentFrame(CUeglStreamConnection *c, CUeglFrame f, CUstream *s);
__host__ CUresult cuEGLStreamProducerReturnFrame(CUeglStreamConnection *c, CUeglFrame *f, CUstream *s);
__host__ CUresult cuEventCreateFromEGLSync(CUevent *e, EGLSyncKHR sync, unsigned int flags);
__host__ cudaError_t cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **r, EGLImageKHR image,
                                                  unsigned int flags);
__host__ cudaError_t cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame *f, cudaGraphicsResource_t r,
                                                           unsigned int index, unsigned int level);
__host__ cudaError_t cudaEGLStreamConsumerConnect(cudaEglStreamConnection *c, EGLStreamKHR s);
__host__ cudaError_t cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *c);
__host__ cudaError_t cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *c, cudaGraphicsResource_t *r,
                                                       cudaStream_t *s, unsigned int timeout);
__host__ cudaError_t cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *c, cudaGraphicsResource_t r,
                                                       cudaStream_t *s);
__host__ cudaError_t cudaEGLStreamProducerConnect(cudaEglStreamConnection *c, EGLStreamKHR s, EGLint w, EGLint h);
__host__ cudaError_t cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *c);
__host__ cudaError_t cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *c, cudaEglFrame f, cudaStream_t *s);
__host__ cudaError_t cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *c, cudaEglFrame *f, cudaStream_t *s);
__host__ cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *e, EGLSyncKHR sync, unsigned int flags);
}
