// helper_cuda.h: the CUDA samples' error-checking helpers, for programs
// written in the samples' style when the samples' own Common/ directory is
// not on the include path. Written for tandem from the samples' documented
// usage (checkCudaErrors, getLastCudaError, findCudaDevice, ...); host code
// only, parsed and never run. When another helper_cuda.h is on the include
// path (the samples' Common/ given with -I), that one is used instead.
#if __has_include_next(<helper_cuda.h>)
#include_next <helper_cuda.h>
#else
#ifndef TANDEM_HELPER_CUDA_H
#define TANDEM_HELPER_CUDA_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <helper_string.h>
#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
template <typename T> __attribute__((host)) void check(T result, char const *const func,
                                                       const char *const file, int const line);
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
__attribute__((host)) void __getLastCudaError(const char *msg, const char *file, const int line);
__attribute__((host)) void __printLastCudaError(const char *msg, const char *file, const int line);
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
#define printLastCudaError(msg) __printLastCudaError(msg, __FILE__, __LINE__)
#ifndef MAX
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#endif
#ifndef MIN
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#endif
__attribute__((host)) const char *_cudaGetErrorEnum(cudaError_t error);
__attribute__((host)) int _ConvertSMVer2Cores(int major, int minor);
__attribute__((host)) const char *_ConvertSMVer2ArchName(int major, int minor);
__attribute__((host)) int gpuDeviceInit(int devID);
__attribute__((host)) int gpuGetMaxGflopsDeviceId();
__attribute__((host)) int findCudaDevice(int argc, const char **argv);
__attribute__((host)) int findIntegratedGPU();
__attribute__((host)) bool checkCudaCapabilities(int major, int minor);
__attribute__((host)) inline int ftoi(float value) { return value >= 0 ? (int)(value + 0.5f) : (int)(value - 0.5f); }
#endif
#endif
