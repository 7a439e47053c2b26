// nvtx3/nvToolsExt.h: stand-in for the NVIDIA Tools Extension (profiler
// annotations), written for tandem from the NVTX documentation. Host-side
// declarations only; NVTX calls have no effect on what a kernel does.
#pragma once
#define NVTX_VERSION 3
#include <stdint.h>
typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t { NVTX_MESSAGE_UNKNOWN = 0, NVTX_MESSAGE_TYPE_ASCII = 1,
                                 NVTX_MESSAGE_TYPE_UNICODE = 2, NVTX_MESSAGE_TYPE_REGISTERED = 3 } nvtxMessageType_t;
typedef enum nvtxPayloadType_t { NVTX_PAYLOAD_UNKNOWN = 0, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
                                 NVTX_PAYLOAD_TYPE_INT64 = 2, NVTX_PAYLOAD_TYPE_DOUBLE = 3,
                                 NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4, NVTX_PAYLOAD_TYPE_INT32 = 5,
                                 NVTX_PAYLOAD_TYPE_FLOAT = 6 } nvtxPayloadType_t;
typedef union nvtxMessageValue_t { const char *ascii; const wchar_t *unicode; void *registered; } nvtxMessageValue_t;
typedef struct nvtxEventAttributes_v2 {
  uint16_t version, size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType, reserved0;
  union { uint64_t ullValue; int64_t llValue; double dValue; uint32_t uiValue; int32_t iValue; float fValue; } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_t;
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(nvtxEventAttributes_t))
typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;
extern "C" {
__attribute__((host)) void nvtxMarkA(const char *message);
__attribute__((host)) void nvtxMarkEx(const nvtxEventAttributes_t *a);
__attribute__((host)) int nvtxRangePushA(const char *message);
__attribute__((host)) int nvtxRangePushEx(const nvtxEventAttributes_t *a);
__attribute__((host)) int nvtxRangePop(void);
__attribute__((host)) nvtxRangeId_t nvtxRangeStartA(const char *message);
__attribute__((host)) nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *a);
__attribute__((host)) void nvtxRangeEnd(nvtxRangeId_t id);
__attribute__((host)) void nvtxNameOsThreadA(uint32_t tid, const char *name);
__attribute__((host)) void nvtxNameCategoryA(uint32_t c, const char *name);
__attribute__((host)) nvtxDomainHandle_t nvtxDomainCreateA(const char *name);
__attribute__((host)) void nvtxDomainDestroy(nvtxDomainHandle_t d);
__attribute__((host)) int nvtxDomainRangePushEx(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a);
__attribute__((host)) int nvtxDomainRangePop(nvtxDomainHandle_t d);
}
#define nvtxMark nvtxMarkA
#define nvtxRangePush nvtxRangePushA
#define nvtxRangeStart nvtxRangeStartA
