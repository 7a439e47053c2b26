// cudla.h: stand-in for cuDLA's host API (the deep-learning accelerator on
// Tegra), written for tandem from the cuDLA documentation. Declarations only:
// DLA tasks are not CUDA kernels, tandem checks only the file's kernels.
#pragma once
#include <stdint.h>
#define CUDLA_H
typedef enum cudlaStatus {
  cudlaSuccess = 0, cudlaErrorInvalidParam = 1, cudlaErrorOutOfResources = 2,
  cudlaErrorCreationFailed = 3, cudlaErrorInvalidAddress = 4, cudlaErrorOs = 5,
  cudlaErrorCuda = 6, cudlaErrorUmd = 7, cudlaErrorInvalidDevice = 8,
  cudlaErrorInvalidAttribute = 9, cudlaErrorIncompatibleDlaSWVersion = 10,
  cudlaErrorMemoryRegistered = 11, cudlaErrorInvalidModule = 12, cudlaErrorUnsupportedOperation = 13,
  cudlaErrorNvSci = 14, cudlaErrorDlaErrInvalidInput = 0x40000001,
  cudlaErrorDlaErrInvalidPreAction = 0x40000002, cudlaErrorDlaErrNoMem = 0x40000003,
  cudlaErrorDlaErrProcessorBusy = 0x40000004, cudlaErrorDlaErrTaskStatusMismatch = 0x40000005,
  cudlaErrorDlaErrEngineTimeout = 0x40000006, cudlaErrorDlaErrDataMismatch = 0x40000007,
  cudlaErrorUnknown = 0x7fffffff
} cudlaStatus;
typedef enum cudlaMode { CUDLA_CUDA_DLA = 0, CUDLA_STANDALONE = 1 } cudlaMode;
typedef enum cudlaModuleAttributeType {
  CUDLA_NUM_INPUT_TENSORS = 0, CUDLA_NUM_OUTPUT_TENSORS = 1, CUDLA_INPUT_TENSOR_DESCRIPTORS = 2,
  CUDLA_OUTPUT_TENSOR_DESCRIPTORS = 3, CUDLA_NUM_OUTPUT_TASK_STATISTICS = 4,
  CUDLA_OUTPUT_TASK_STATISTICS_DESCRIPTORS = 5
} cudlaModuleAttributeType;
typedef enum cudlaModuleLoadFlags { CUDLA_MODULE_DEFAULT = 0, CUDLA_MODULE_ENABLE_FAULT_DIAGNOSTICS = 1 } cudlaModuleLoadFlags;
typedef enum cudlaSubmissionFlags { CUDLA_SUBMIT_NOOP = 1, CUDLA_SUBMIT_SKIP_LOCK_ACQUIRE = 2,
                                    CUDLA_SUBMIT_DIAGNOSTICS_TASK = 4 } cudlaSubmissionFlags;
typedef enum cudlaDevAttributeType { CUDLA_UNIFIED_ADDRESSING = 0, CUDLA_DEVICE_VERSION = 1 } cudlaDevAttributeType;
typedef enum cudlaMemRegisterFlags { CUDLA_TASK_STATISTICS = 1 } cudlaMemRegisterFlags;
typedef struct cudlaDevHandle_t *cudlaDevHandle;
typedef struct cudlaModule_t *cudlaModule;
#define CUDLA_RUNTIME_TENSOR_DESC_NAME_MAX_LEN 80
typedef struct cudlaModuleTensorDescriptor {
  char name[CUDLA_RUNTIME_TENSOR_DESC_NAME_MAX_LEN + 1];
  uint64_t size, n, c, h, w;
  uint8_t dataFormat, dataType, dataCategory, pixelFormat, pixelMapping;
  uint32_t stride[8];
} cudlaModuleTensorDescriptor;
typedef union cudlaModuleAttribute {
  uint32_t numInputTensors;
  uint32_t numOutputTensors;
  cudlaModuleTensorDescriptor *inputTensorDesc;
  cudlaModuleTensorDescriptor *outputTensorDesc;
} cudlaModuleAttribute;
typedef struct cudlaExternalMemoryHandleDesc_t { const void *extBufObject; unsigned long long size; } cudlaExternalMemoryHandleDesc;
typedef struct cudlaExternalSemaphoreHandleDesc_t { const void *extSyncObject; } cudlaExternalSemaphoreHandleDesc;
typedef struct CudlaFence { void *fence; int type; } CudlaFence;
typedef struct cudlaWaitEvents_t { const CudlaFence *preFences; uint32_t numEvents; } cudlaWaitEvents;
typedef struct cudlaSignalEvents_t { const uint64_t **devPtrs; CudlaFence *eofFences; uint32_t numEvents; } cudlaSignalEvents;
typedef struct cudlaTask_t {
  cudlaModule moduleHandle;
  uint64_t *const *outputTensor;
  uint32_t numOutputTensors, numInputTensors;
  const uint64_t *const *inputTensor;
  const cudlaWaitEvents *waitEvents;
  cudlaSignalEvents *signalEvents;
} cudlaTask;
typedef union cudlaDevAttribute { uint8_t unifiedAddressingSupported; uint32_t deviceVersion; } cudlaDevAttribute;
extern "C" {
__attribute__((host)) cudlaStatus cudlaGetVersion(uint64_t *v);
__attribute__((host)) cudlaStatus cudlaDeviceGetCount(uint64_t *n);
__attribute__((host)) cudlaStatus cudlaCreateDevice(uint64_t dev, cudlaDevHandle *h, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaDestroyDevice(cudlaDevHandle h);
__attribute__((host)) cudlaStatus cudlaDeviceGetAttribute(cudlaDevHandle h, cudlaDevAttributeType a, cudlaDevAttribute *v);
__attribute__((host)) cudlaStatus cudlaModuleLoadFromMemory(cudlaDevHandle h, const uint8_t *p, __tandem_size_t n,
                                                            cudlaModule *m, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaModuleGetAttributes(cudlaModule m, cudlaModuleAttributeType a,
                                                           cudlaModuleAttribute *v);
__attribute__((host)) cudlaStatus cudlaModuleUnload(cudlaModule m, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaMemRegister(cudlaDevHandle h, const uint64_t *p, __tandem_size_t n,
                                                   uint64_t **dev, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaMemUnregister(cudlaDevHandle h, const uint64_t *dev);
__attribute__((host)) cudlaStatus cudlaSubmitTask(cudlaDevHandle h, const cudlaTask *t, uint32_t n, void *stream,
                                                  uint32_t flags);
__attribute__((host)) cudlaStatus cudlaGetLastError(cudlaDevHandle h);
__attribute__((host)) cudlaStatus cudlaImportExternalMemory(cudlaDevHandle h, const cudlaExternalMemoryHandleDesc *d,
                                                            uint64_t **dev, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaImportExternalSemaphore(cudlaDevHandle h,
                                                               const cudlaExternalSemaphoreHandleDesc *d,
                                                               uint64_t **dev, uint32_t flags);
__attribute__((host)) cudlaStatus cudlaSetTaskTimeoutInMs(cudlaDevHandle h, uint32_t ms);
}
