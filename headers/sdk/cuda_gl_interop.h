// cuda_gl_interop.h: stand-in for the runtime's OpenGL interoperability
// API, written for tandem from the CUDA Runtime API documentation
// (declarations only). The GL handle types are declared here as the GL
// headers declare them, so a file need not have the GL headers installed.
#pragma once
#define __CUDA_GL_INTEROP_H__
typedef unsigned int GLuint;
typedef unsigned int GLenum;
enum cudaGLDeviceList { cudaGLDeviceListAll = 1, cudaGLDeviceListCurrentFrame = 2,
                        cudaGLDeviceListNextFrame = 3 };
enum cudaGLMapFlags { cudaGLMapFlagsNone = 0, cudaGLMapFlagsReadOnly = 1, cudaGLMapFlagsWriteDiscard = 2 };
extern "C" {
__host__ cudaError_t cudaGLGetDevices(unsigned int *n, int *devs, unsigned int max, enum cudaGLDeviceList l);
__host__ cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **r, GLuint image,
                                                 GLenum target, unsigned int flags);
__host__ cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **r, GLuint buffer,
                                                  unsigned int flags);
/* deprecated interface, still used by older programs */
__host__ cudaError_t cudaGLSetGLDevice(int device);
__host__ cudaError_t cudaGLRegisterBufferObject(GLuint buffer);
__host__ cudaError_t cudaGLMapBufferObject(void **p, GLuint buffer);
__host__ cudaError_t cudaGLUnmapBufferObject(GLuint buffer);
__host__ cudaError_t cudaGLUnregisterBufferObject(GLuint buffer);
__host__ cudaError_t cudaGLSetBufferObjectMapFlags(GLuint buffer, unsigned int flags);
__host__ cudaError_t cudaGLMapBufferObjectAsync(void **p, GLuint buffer, cudaStream_t s);
__host__ cudaError_t cudaGLUnmapBufferObjectAsync(GLuint buffer, cudaStream_t s);
}
