/* tandem/headers/tandem_runtime.h — the host side of the CUDA runtime API
 * (cuda_runtime.h, cuda_runtime_api.h, driver_types.h, cuda_profiler_api.h)
 * and of the driver API (cuda.h), as declarations only. Written for tandem
 * from the public CUDA Runtime/Driver API documentation. Host code is parsed,
 * never compiled or run: nothing here has a body except small templates that
 * forward to a declared function, as the real overloads do.
 *
 * The include-guard macros of NVIDIA's headers are defined because helper
 * headers (the samples' helper_cuda.h) test them to decide what to declare.
 * Included by headers/cuda.h, hence part of the precompiled header. */
#ifndef TANDEM_RUNTIME_H
#define TANDEM_RUNTIME_H

#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#define __VECTOR_TYPES_H__
#define __CUDA_PROFILER_API_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __HOST_DEFINES_H__
#define __DEVICE_TYPES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __TEXTURE_TYPES_H__
#define __SURFACE_TYPES_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define CUDA_VERSION 11050

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
#define cudaOccupancyDefault 0x00
#define CUDA_IPC_HANDLE_SIZE 64
#define CUDART_CB
#define CUDARTAPI
#define CUDAAPI
#define CUDART_CB_PTR *
#define cudaGraphInstantiateFlagAutoFreeOnLaunch 1
#define cudaGraphInstantiateFlagUseNodePriority 8

enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3, cudaErrorCudartUnloading = 4, cudaErrorProfilerDisabled = 5,
  cudaErrorProfilerNotInitialized = 6, cudaErrorProfilerAlreadyStarted = 7,
  cudaErrorProfilerAlreadyStopped = 8, cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidPitchValue = 12, cudaErrorInvalidSymbol = 13, cudaErrorInvalidHostPointer = 16,
  cudaErrorInvalidDevicePointer = 17, cudaErrorInvalidTexture = 18,
  cudaErrorInvalidTextureBinding = 19, cudaErrorInvalidChannelDescriptor = 20,
  cudaErrorInvalidMemcpyDirection = 21, cudaErrorAddressOfConstant = 22,
  cudaErrorTextureFetchFailed = 23, cudaErrorTextureNotBound = 24,
  cudaErrorSynchronizationError = 25, cudaErrorInvalidFilterSetting = 26,
  cudaErrorInvalidNormSetting = 27, cudaErrorMixedDeviceExecution = 28,
  cudaErrorNotYetImplemented = 31, cudaErrorMemoryValueTooLarge = 32,
  cudaErrorStubLibrary = 34, cudaErrorInsufficientDriver = 35, cudaErrorCallRequiresNewerDriver = 36,
  cudaErrorInvalidSurface = 37, cudaErrorDuplicateVariableName = 43,
  cudaErrorDuplicateTextureName = 44, cudaErrorDuplicateSurfaceName = 45,
  cudaErrorDevicesUnavailable = 46, cudaErrorIncompatibleDriverContext = 49,
  cudaErrorMissingConfiguration = 52, cudaErrorPriorLaunchFailure = 53,
  cudaErrorLaunchMaxDepthExceeded = 65, cudaErrorLaunchFileScopedTex = 66,
  cudaErrorLaunchFileScopedSurf = 67, cudaErrorSyncDepthExceeded = 68,
  cudaErrorLaunchPendingCountExceeded = 69, cudaErrorInvalidDeviceFunction = 98,
  cudaErrorNoDevice = 100, cudaErrorInvalidDevice = 101, cudaErrorDeviceNotLicensed = 102,
  cudaErrorSoftwareValidityNotEstablished = 103, cudaErrorStartupFailure = 127,
  cudaErrorInvalidKernelImage = 200, cudaErrorDeviceUninitialized = 201,
  cudaErrorMapBufferObjectFailed = 205, cudaErrorUnmapBufferObjectFailed = 206,
  cudaErrorArrayIsMapped = 207, cudaErrorAlreadyMapped = 208, cudaErrorNoKernelImageForDevice = 209,
  cudaErrorAlreadyAcquired = 210, cudaErrorNotMapped = 211, cudaErrorNotMappedAsArray = 212,
  cudaErrorNotMappedAsPointer = 213, cudaErrorECCUncorrectable = 214,
  cudaErrorUnsupportedLimit = 215, cudaErrorDeviceAlreadyInUse = 216,
  cudaErrorPeerAccessUnsupported = 217, cudaErrorInvalidPtx = 218,
  cudaErrorInvalidGraphicsContext = 219, cudaErrorNvlinkUncorrectable = 220,
  cudaErrorJitCompilerNotFound = 221, cudaErrorUnsupportedPtxVersion = 222,
  cudaErrorInvalidSource = 300, cudaErrorFileNotFound = 301,
  cudaErrorSharedObjectSymbolNotFound = 302, cudaErrorSharedObjectInitFailed = 303,
  cudaErrorOperatingSystem = 304, cudaErrorInvalidResourceHandle = 400,
  cudaErrorIllegalState = 401, cudaErrorSymbolNotFound = 500, cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700, cudaErrorLaunchOutOfResources = 701, cudaErrorLaunchTimeout = 702,
  cudaErrorLaunchIncompatibleTexturing = 703, cudaErrorPeerAccessAlreadyEnabled = 704,
  cudaErrorPeerAccessNotEnabled = 705, cudaErrorSetOnActiveProcess = 708,
  cudaErrorContextIsDestroyed = 709, cudaErrorAssert = 710, cudaErrorTooManyPeers = 711,
  cudaErrorHostMemoryAlreadyRegistered = 712, cudaErrorHostMemoryNotRegistered = 713,
  cudaErrorHardwareStackError = 714, cudaErrorIllegalInstruction = 715,
  cudaErrorMisalignedAddress = 716, cudaErrorInvalidAddressSpace = 717, cudaErrorInvalidPc = 718,
  cudaErrorLaunchFailure = 719, cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorNotPermitted = 800, cudaErrorNotSupported = 801, cudaErrorSystemNotReady = 802,
  cudaErrorSystemDriverMismatch = 803, cudaErrorCompatNotSupportedOnDevice = 804,
  cudaErrorStreamCaptureUnsupported = 900, cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureMerge = 902, cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904, cudaErrorStreamCaptureIsolation = 905,
  cudaErrorStreamCaptureImplicit = 906, cudaErrorCapturedEvent = 907,
  cudaErrorStreamCaptureWrongThread = 908, cudaErrorTimeout = 909,
  cudaErrorGraphExecUpdateFailure = 910, cudaErrorExternalDevice = 911, cudaErrorInvalidClusterSize = 912,
  cudaErrorUnknown = 999, cudaErrorApiFailureBase = 10000
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind { cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1,
                      cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3,
                      cudaMemcpyDefault = 4 };
enum cudaComputeMode { cudaComputeModeDefault = 0, cudaComputeModeExclusive = 1,
                       cudaComputeModeProhibited = 2, cudaComputeModeExclusiveProcess = 3 };
enum cudaFuncCache { cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
                     cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3 };
enum cudaSharedMemConfig { cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
                           cudaSharedMemBankSizeEightByte = 2 };
enum cudaLimit { cudaLimitStackSize = 0, cudaLimitPrintfFifoSize = 1, cudaLimitMallocHeapSize = 2,
                 cudaLimitDevRuntimeSyncDepth = 3, cudaLimitDevRuntimePendingLaunchCount = 4,
                 cudaLimitMaxL2FetchGranularity = 5, cudaLimitPersistingL2CacheSize = 6 };
enum cudaMemoryType { cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1,
                      cudaMemoryTypeDevice = 2, cudaMemoryTypeManaged = 3 };
enum cudaMemoryAdvise { cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2,
                        cudaMemAdviseSetPreferredLocation = 3, cudaMemAdviseUnsetPreferredLocation = 4,
                        cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6 };
enum cudaDeviceP2PAttr { cudaDevP2PAttrPerformanceRank = 1, cudaDevP2PAttrAccessSupported = 2,
                         cudaDevP2PAttrNativeAtomicSupported = 3,
                         cudaDevP2PAttrCudaArrayAccessSupported = 4 };
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
                         cudaFuncAttributePreferredSharedMemoryCarveout = 9 };
enum cudaStreamCaptureMode { cudaStreamCaptureModeGlobal = 0, cudaStreamCaptureModeThreadLocal = 1,
                             cudaStreamCaptureModeRelaxed = 2 };
enum cudaStreamCaptureStatus { cudaStreamCaptureStatusNone = 0, cudaStreamCaptureStatusActive = 1,
                               cudaStreamCaptureStatusInvalidated = 2 };
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2, cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4, cudaDevAttrMaxGridDimX = 5, cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7, cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9, cudaDevAttrWarpSize = 10, cudaDevAttrMaxPitch = 11,
  cudaDevAttrMaxRegistersPerBlock = 12, cudaDevAttrClockRate = 13, cudaDevAttrTextureAlignment = 14,
  cudaDevAttrGpuOverlap = 15, cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrKernelExecTimeout = 17, cudaDevAttrIntegrated = 18, cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20, cudaDevAttrConcurrentKernels = 31, cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33, cudaDevAttrPciDeviceId = 34, cudaDevAttrTccDriver = 35,
  cudaDevAttrMemoryClockRate = 36, cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38, cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40, cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrComputeCapabilityMajor = 75, cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81, cudaDevAttrManagedMemory = 83,
  cudaDevAttrIsMultiGpuBoard = 84, cudaDevAttrHostNativeAtomicSupported = 86,
  cudaDevAttrPageableMemoryAccess = 88, cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrComputePreemptionSupported = 90, cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrCooperativeMultiDeviceLaunch = 96, cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrMemoryPoolsSupported = 115, cudaDevAttrMemoryPoolSupportedHandleTypes = 119
};
enum cudaChannelFormatKind { cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1,
                             cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3 };
enum cudaResourceType { cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1,
                        cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3 };
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1,
                              cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1,
                               cudaBoundaryModeTrap = 2 };
enum cudaGraphicsRegisterFlags { cudaGraphicsRegisterFlagsNone = 0,
                                 cudaGraphicsRegisterFlagsReadOnly = 1,
                                 cudaGraphicsRegisterFlagsWriteDiscard = 2,
                                 cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
                                 cudaGraphicsRegisterFlagsTextureGather = 8 };
enum cudaGraphicsMapFlags { cudaGraphicsMapFlagsNone = 0, cudaGraphicsMapFlagsReadOnly = 1,
                            cudaGraphicsMapFlagsWriteDiscard = 2 };
enum cudaGraphExecUpdateResult { cudaGraphExecUpdateSuccess = 0, cudaGraphExecUpdateError = 1 };
enum cudaGraphNodeType { cudaGraphNodeTypeKernel = 0, cudaGraphNodeTypeMemcpy = 1,
                         cudaGraphNodeTypeMemset = 2, cudaGraphNodeTypeHost = 3,
                         cudaGraphNodeTypeGraph = 4, cudaGraphNodeTypeEmpty = 5,
                         cudaGraphNodeTypeWaitEvent = 6, cudaGraphNodeTypeEventRecord = 7,
                         cudaGraphNodeTypeMemAlloc = 10, cudaGraphNodeTypeMemFree = 11,
                         cudaGraphNodeTypeConditional = 13 };
enum cudaGraphConditionalNodeType { cudaGraphCondTypeIf = 0, cudaGraphCondTypeWhile = 1,
                                    cudaGraphCondTypeSwitch = 2 };
enum cudaGraphMemAttributeType { cudaGraphMemAttrUsedMemCurrent = 0, cudaGraphMemAttrUsedMemHigh = 1,
                                 cudaGraphMemAttrReservedMemCurrent = 2, cudaGraphMemAttrReservedMemHigh = 3 };
enum cudaStreamAttrID { cudaStreamAttributeAccessPolicyWindow = 1, cudaStreamAttributeSynchronizationPolicy = 3 };
enum cudaAccessProperty { cudaAccessPropertyNormal = 0, cudaAccessPropertyStreaming = 1,
                          cudaAccessPropertyPersisting = 2 };
enum cudaMemLocationType { cudaMemLocationTypeInvalid = 0, cudaMemLocationTypeDevice = 1,
                           cudaMemLocationTypeHost = 2 };
enum cudaMemAccessFlags { cudaMemAccessFlagsProtNone = 0, cudaMemAccessFlagsProtRead = 1,
                          cudaMemAccessFlagsProtReadWrite = 3 };
enum cudaMemAllocationType { cudaMemAllocationTypeInvalid = 0, cudaMemAllocationTypePinned = 1 };
enum cudaMemAllocationHandleType { cudaMemHandleTypeNone = 0, cudaMemHandleTypePosixFileDescriptor = 1,
                                   cudaMemHandleTypeWin32 = 2, cudaMemHandleTypeWin32Kmt = 4 };
enum cudaMemPoolAttr { cudaMemPoolReuseFollowEventDependencies = 1,
                       cudaMemPoolReuseAllowOpportunistic = 2,
                       cudaMemPoolReuseAllowInternalDependencies = 3,
                       cudaMemPoolAttrReleaseThreshold = 4 };

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct CUfunc_st *cudaFunction_t;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
typedef struct CUexternalMemory_st *cudaExternalMemory_t;
typedef struct CUexternalSemaphore_st *cudaExternalSemaphore_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
typedef void (*cudaHostFn_t)(void *userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);
typedef struct cudaIpcMemHandle_st { char reserved[CUDA_IPC_HANDLE_SIZE]; } cudaIpcMemHandle_t;
typedef struct cudaIpcEventHandle_st { char reserved[CUDA_IPC_HANDLE_SIZE]; } cudaIpcEventHandle_t;
typedef struct CUuuid_st { char bytes[16]; } cudaUUID_t;

struct cudaDeviceProp {
  char name[256];
  cudaUUID_t uuid;
  char luid[8];
  unsigned int luidDeviceNodeMask;
  __tandem_size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize;
  __tandem_size_t memPitch;
  int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
  __tandem_size_t totalConstMem;
  int major, minor;
  __tandem_size_t textureAlignment, texturePitchAlignment;
  int deviceOverlap, multiProcessorCount, kernelExecTimeoutEnabled, integrated, canMapHostMemory,
      computeMode, maxTexture1D, maxTexture1DMipmap, maxTexture1DLinear, maxTexture2D[2],
      maxTexture2DMipmap[2], maxTexture2DLinear[3], maxTexture2DGather[2], maxTexture3D[3],
      maxTexture3DAlt[3], maxTextureCubemap, maxTexture1DLayered[2], maxTexture2DLayered[3],
      maxTextureCubemapLayered[2], maxSurface1D, maxSurface2D[2], maxSurface3D[3],
      maxSurface1DLayered[2], maxSurface2DLayered[3], maxSurfaceCubemap,
      maxSurfaceCubemapLayered[2];
  __tandem_size_t surfaceAlignment;
  int concurrentKernels, ECCEnabled, pciBusID, pciDeviceID, pciDomainID, tccDriver,
      asyncEngineCount, unifiedAddressing, memoryClockRate, memoryBusWidth, l2CacheSize,
      persistingL2CacheMaxSize, maxThreadsPerMultiProcessor, streamPrioritiesSupported,
      globalL1CacheSupported, localL1CacheSupported;
  __tandem_size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor, managedMemory, isMultiGpuBoard, multiGpuBoardGroupID,
      hostNativeAtomicSupported, singleToDoublePrecisionPerfRatio, pageableMemoryAccess,
      concurrentManagedAccess, computePreemptionSupported,
      canUseHostPointerForRegisteredMem, cooperativeLaunch, cooperativeMultiDeviceLaunch;
  __tandem_size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables, directManagedMemAccessFromHost,
      maxBlocksPerMultiProcessor, accessPolicyMaxWindowSize;
  __tandem_size_t reservedSharedMemPerBlock;
};
struct cudaFuncAttributes {
  __tandem_size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
  int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA,
      maxDynamicSharedSizeBytes, preferredShmemCarveout;
};
struct cudaPointerAttributes {
  enum cudaMemoryType type;
  int device;
  void *devicePointer, *hostPointer;
};
struct cudaChannelFormatDesc { int x, y, z, w; enum cudaChannelFormatKind f; };
struct cudaExtent { __tandem_size_t width, height, depth; };
struct cudaPos { __tandem_size_t x, y, z; };
struct cudaPitchedPtr { void *ptr; __tandem_size_t pitch, xsize, ysize; };
struct cudaMemcpy3DParms {
  cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent; enum cudaMemcpyKind kind;
};
struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct { cudaArray_t array; } array;
    struct { cudaMipmappedArray_t mipmap; } mipmap;
    struct { void *devPtr; struct cudaChannelFormatDesc desc; __tandem_size_t sizeInBytes; } linear;
    struct { void *devPtr; struct cudaChannelFormatDesc desc; __tandem_size_t width, height,
             pitchInBytes; } pitch2D;
  } res;
};
struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
};
struct cudaResourceViewDesc { int format; __tandem_size_t width, height, depth;
                              unsigned int firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer; };
struct cudaKernelNodeParams { void *func; dim3 gridDim, blockDim; unsigned int sharedMemBytes;
                              void **kernelParams, **extra; };
struct cudaMemsetParams { void *dst; __tandem_size_t pitch; unsigned int value, elementSize;
                          __tandem_size_t width, height; };
struct cudaHostNodeParams { cudaHostFn_t fn; void *userData; };
struct cudaAccessPolicyWindow { void *base_ptr; __tandem_size_t num_bytes; float hitRatio;
                                enum cudaAccessProperty hitProp, missProp; };
struct cudaMemLocation { enum cudaMemLocationType type; int id; };
struct cudaMemPoolPtrExportData { unsigned char reserved[64]; };
typedef struct cudaMemPoolPtrExportData cudaMemPoolPtrExportData;
struct cudaMemAccessDesc { struct cudaMemLocation location; enum cudaMemAccessFlags flags; };
struct cudaMemPoolProps { enum cudaMemAllocationType allocType;
                          enum cudaMemAllocationHandleType handleTypes;
                          struct cudaMemLocation location; void *win32SecurityAttributes;
                          unsigned char reserved[64]; };
struct cudaLaunchParams { void *func; dim3 gridDim, blockDim; void **args;
                          __tandem_size_t sharedMem; cudaStream_t stream; };
typedef union cudaStreamAttrValue {
  struct cudaAccessPolicyWindow accessPolicyWindow;
  int syncPolicy;
} cudaStreamAttrValue;
typedef cudaStreamAttrValue cudaKernelNodeAttrValue;
typedef cudaStreamAttrValue cudaLaunchAttributeValue;
typedef unsigned long long cudaGraphConditionalHandle;
/* the flag of cudaGraphConditionalHandleCreate: set the default value at each launch */
#define cudaGraphCondAssignDefault 1
struct cudaGraphEdgeData { unsigned char from_port, to_port, type, reserved[5]; };
typedef struct cudaGraphEdgeData cudaGraphEdgeData;
struct cudaMemAllocNodeParams { struct cudaMemPoolProps poolProps; const struct cudaMemAccessDesc *accessDescs;
                                __tandem_size_t accessDescCount, bytesize; void *dptr; };
struct cudaConditionalNodeParams { cudaGraphConditionalHandle handle; enum cudaGraphConditionalNodeType type;
                                   unsigned int size; cudaGraph_t *phGraph_out; };
struct cudaGraphNodeParams {
  enum cudaGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    struct cudaKernelNodeParams kernel;
    struct cudaMemsetParams memset;
    struct cudaHostNodeParams host;
    struct cudaMemAllocNodeParams alloc;
    struct cudaConditionalNodeParams conditional;
  };
  long long reserved2;
};
typedef struct cudaKernelNodeParams cudaKernelNodeParams;
typedef struct cudaMemsetParams cudaMemsetParams;
typedef struct cudaHostNodeParams cudaHostNodeParams;

extern "C" {
/* device management */
__host__ cudaError_t cudaDeviceReset(void);
__TANDEM_HD cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaThreadSynchronize(void);
__host__ cudaError_t cudaThreadExit(void);
__host__ cudaError_t cudaSetDevice(int d);
__TANDEM_HD cudaError_t cudaGetDevice(int *d);
__host__ cudaError_t cudaGetDeviceCount(int *n);
__host__ cudaError_t cudaSetDeviceFlags(unsigned int flags);
__host__ cudaError_t cudaGetDeviceFlags(unsigned int *flags);
__host__ cudaError_t cudaChooseDevice(int *d, const struct cudaDeviceProp *p);
__host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p, int d);
__TANDEM_HD cudaError_t cudaDeviceGetAttribute(int *v, enum cudaDeviceAttr a, int d);
__host__ cudaError_t cudaDeviceGetP2PAttribute(int *v, enum cudaDeviceP2PAttr a, int src, int dst);
__host__ cudaError_t cudaDeviceCanAccessPeer(int *can, int d, int peer);
__host__ cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags);
__host__ cudaError_t cudaDeviceDisablePeerAccess(int peer);
__host__ cudaError_t cudaDeviceSetLimit(enum cudaLimit l, __tandem_size_t v);
__host__ cudaError_t cudaDeviceGetLimit(__tandem_size_t *v, enum cudaLimit l);
__host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c);
__host__ cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *c);
__host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c);
__host__ cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest);
__host__ cudaError_t cudaDeviceGetPCIBusId(char *id, int len, int d);
__host__ cudaError_t cudaDeviceGetByPCIBusId(int *d, const char *id);
__host__ cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *p, int d);
__host__ cudaError_t cudaDeviceGraphMemTrim(int d);
__host__ cudaError_t cudaDriverGetVersion(int *v);
__host__ cudaError_t cudaRuntimeGetVersion(int *v);
__host__ cudaError_t cudaMemGetInfo(__tandem_size_t *free_, __tandem_size_t *total);
__host__ cudaError_t cudaCtxResetPersistingL2Cache(void);
/* errors */
__TANDEM_HD cudaError_t cudaGetLastError(void);
__TANDEM_HD cudaError_t cudaPeekAtLastError(void);
__TANDEM_HD const char *cudaGetErrorString(cudaError_t e);
__TANDEM_HD const char *cudaGetErrorName(cudaError_t e);
/* memory */
__TANDEM_HD cudaError_t cudaMalloc(void **p, __tandem_size_t n);
__host__ cudaError_t cudaMallocManaged(void **p, __tandem_size_t n, unsigned int flags = cudaMemAttachGlobal);
__host__ cudaError_t cudaMallocHost(void **p, __tandem_size_t n);
__host__ cudaError_t cudaHostAlloc(void **p, __tandem_size_t n, unsigned int flags);
__host__ cudaError_t cudaMallocPitch(void **p, __tandem_size_t *pitch, __tandem_size_t w, __tandem_size_t h);
__host__ cudaError_t cudaMalloc3D(struct cudaPitchedPtr *p, struct cudaExtent e);
__host__ cudaError_t cudaMallocArray(cudaArray_t *a, const struct cudaChannelFormatDesc *d,
                                     __tandem_size_t w, __tandem_size_t h = 0, unsigned int flags = 0);
__host__ cudaError_t cudaMalloc3DArray(cudaArray_t *a, const struct cudaChannelFormatDesc *d,
                                       struct cudaExtent e, unsigned int flags = 0);
__host__ cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *a, const struct cudaChannelFormatDesc *d,
                                              struct cudaExtent e, unsigned int levels, unsigned int flags = 0);
__host__ cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *a, cudaMipmappedArray_const_t m, unsigned int level);
__host__ cudaError_t cudaMallocAsync(void **p, __tandem_size_t n, cudaStream_t s);
__host__ cudaError_t cudaMallocFromPoolAsync(void **p, __tandem_size_t n, cudaMemPool_t pool, cudaStream_t s);
__TANDEM_HD cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaFreeHost(void *p);
__host__ cudaError_t cudaFreeArray(cudaArray_t a);
__host__ cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t a);
__host__ cudaError_t cudaFreeAsync(void *p, cudaStream_t s);
__host__ cudaError_t cudaHostRegister(void *p, __tandem_size_t n, unsigned int flags);
__host__ cudaError_t cudaHostUnregister(void *p);
__host__ cudaError_t cudaHostGetDevicePointer(void **d, void *h, unsigned int flags);
__host__ cudaError_t cudaHostGetFlags(unsigned int *flags, void *h);
__host__ cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *a, const void *p);
__host__ cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *d, struct cudaExtent *e,
                                      unsigned int *flags, cudaArray_t a);
__host__ cudaError_t cudaMemcpy(void *d, const void *s, __tandem_size_t n, enum cudaMemcpyKind k);
__TANDEM_HD cudaError_t cudaMemcpyAsync(void *d, const void *s, __tandem_size_t n, enum cudaMemcpyKind k,
                                     cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpyPeer(void *d, int dd, const void *s, int sd, __tandem_size_t n);
__host__ cudaError_t cudaMemcpyPeerAsync(void *d, int dd, const void *s, int sd, __tandem_size_t n,
                                         cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpy2D(void *d, __tandem_size_t dp, const void *s, __tandem_size_t sp,
                                  __tandem_size_t w, __tandem_size_t h, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpy2DAsync(void *d, __tandem_size_t dp, const void *s, __tandem_size_t sp,
                                       __tandem_size_t w, __tandem_size_t h, enum cudaMemcpyKind k,
                                       cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpy2DToArray(cudaArray_t d, __tandem_size_t wo, __tandem_size_t ho,
                                         const void *s, __tandem_size_t sp, __tandem_size_t w,
                                         __tandem_size_t h, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t d, __tandem_size_t wo, __tandem_size_t ho,
                                              const void *s, __tandem_size_t sp, __tandem_size_t w,
                                              __tandem_size_t h, enum cudaMemcpyKind k, cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpy2DFromArray(void *d, __tandem_size_t dp, cudaArray_const_t s,
                                           __tandem_size_t wo, __tandem_size_t ho, __tandem_size_t w,
                                           __tandem_size_t h, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t d, __tandem_size_t dwo, __tandem_size_t dho,
                                              cudaArray_const_t s, __tandem_size_t swo,
                                              __tandem_size_t sho, __tandem_size_t w, __tandem_size_t h,
                                              enum cudaMemcpyKind k = cudaMemcpyDeviceToDevice);
__host__ cudaError_t cudaMemcpyToArray(cudaArray_t d, __tandem_size_t wo, __tandem_size_t ho,
                                       const void *s, __tandem_size_t n, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyFromArray(void *d, cudaArray_const_t s, __tandem_size_t wo,
                                         __tandem_size_t ho, __tandem_size_t n, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__host__ cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpyToSymbol(const void *sym, const void *s, __tandem_size_t n,
                                        __tandem_size_t off = 0, enum cudaMemcpyKind k = cudaMemcpyHostToDevice);
__host__ cudaError_t cudaMemcpyFromSymbol(void *d, const void *sym, __tandem_size_t n,
                                          __tandem_size_t off = 0, enum cudaMemcpyKind k = cudaMemcpyDeviceToHost);
__host__ cudaError_t cudaMemcpyToSymbolAsync(const void *sym, const void *s, __tandem_size_t n,
                                             __tandem_size_t off, enum cudaMemcpyKind k, cudaStream_t st = 0);
__host__ cudaError_t cudaMemcpyFromSymbolAsync(void *d, const void *sym, __tandem_size_t n,
                                               __tandem_size_t off, enum cudaMemcpyKind k, cudaStream_t st = 0);
__host__ cudaError_t cudaGetSymbolAddress(void **p, const void *sym);
__host__ cudaError_t cudaGetSymbolSize(__tandem_size_t *n, const void *sym);
__host__ cudaError_t cudaMemset(void *p, int v, __tandem_size_t n);
__TANDEM_HD cudaError_t cudaMemsetAsync(void *p, int v, __tandem_size_t n, cudaStream_t st = 0);
__host__ cudaError_t cudaMemset2D(void *p, __tandem_size_t pitch, int v, __tandem_size_t w, __tandem_size_t h);
__host__ cudaError_t cudaMemset3D(struct cudaPitchedPtr p, int v, struct cudaExtent e);
__host__ cudaError_t cudaMemPrefetchAsync(const void *p, __tandem_size_t n, int d, cudaStream_t st = 0);
__host__ cudaError_t cudaMemPrefetchAsync(const void *p, __tandem_size_t n, struct cudaMemLocation l,
                                          unsigned int flags, cudaStream_t st = 0);
__host__ cudaError_t cudaMemAdvise(const void *p, __tandem_size_t n, enum cudaMemoryAdvise a, int d);
__host__ cudaError_t cudaMemAdvise(const void *p, __tandem_size_t n, enum cudaMemoryAdvise a,
                                   struct cudaMemLocation l);
__host__ cudaError_t cudaMemPoolCreate(cudaMemPool_t *p, const struct cudaMemPoolProps *props);
__host__ cudaError_t cudaMemPoolDestroy(cudaMemPool_t p);
__host__ cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t p, enum cudaMemPoolAttr a, void *v);
__host__ cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t p, enum cudaMemPoolAttr a, void *v);
__host__ cudaError_t cudaMemPoolSetAccess(cudaMemPool_t p, const struct cudaMemAccessDesc *d, __tandem_size_t n);
__host__ cudaError_t cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *d, void *p);
__host__ cudaError_t cudaMemPoolImportPointer(void **p, cudaMemPool_t pool, struct cudaMemPoolPtrExportData *d);
__host__ cudaError_t cudaMemPoolExportToShareableHandle(void *h, cudaMemPool_t p,
                                                        enum cudaMemAllocationHandleType t, unsigned int flags);
__host__ cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t *p, void *h,
                                                          enum cudaMemAllocationHandleType t, unsigned int flags);
__host__ cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *f, cudaMemPool_t p, struct cudaMemLocation *l);
__host__ cudaError_t cudaMemPoolTrimTo(cudaMemPool_t p, __tandem_size_t keep);
/* streams and events */
__host__ cudaError_t cudaStreamCreate(cudaStream_t *s);
__TANDEM_HD cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags);
__host__ cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned int flags, int prio);
__TANDEM_HD cudaError_t cudaStreamDestroy(cudaStream_t s);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t s);
__host__ cudaError_t cudaStreamQuery(cudaStream_t s);
__host__ cudaError_t cudaStreamGetFlags(cudaStream_t s, unsigned int *flags);
__host__ cudaError_t cudaStreamGetPriority(cudaStream_t s, int *prio);
__TANDEM_HD cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags = 0);
__host__ cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb, void *data, unsigned int flags);
__host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t s, void *p, __tandem_size_t n = 0,
                                              unsigned int flags = cudaMemAttachSingle);
__host__ cudaError_t cudaStreamBeginCapture(cudaStream_t s, enum cudaStreamCaptureMode m);
__host__ cudaError_t cudaStreamEndCapture(cudaStream_t s, cudaGraph_t *g);
__host__ cudaError_t cudaStreamIsCapturing(cudaStream_t s, enum cudaStreamCaptureStatus *st);
__host__ cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn, void *data);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *e);
__TANDEM_HD cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags);
__TANDEM_HD cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
__host__ cudaError_t cudaEventQuery(cudaEvent_t e);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t e);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
__TANDEM_HD cudaError_t cudaEventDestroy(cudaEvent_t e);
/* IPC */
__host__ cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *h, void *p);
__host__ cudaError_t cudaIpcOpenMemHandle(void **p, cudaIpcMemHandle_t h, unsigned int flags);
__host__ cudaError_t cudaIpcCloseMemHandle(void *p);
__host__ cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *h, cudaEvent_t e);
__host__ cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *e, cudaIpcEventHandle_t h);
/* textures and surfaces (objects) */
__host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                           enum cudaChannelFormatKind f);
__host__ cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *d, cudaArray_const_t a);
__host__ cudaError_t cudaCreateTextureObject(cudaTextureObject_t *t, const struct cudaResourceDesc *r,
                                             const struct cudaTextureDesc *d,
                                             const struct cudaResourceViewDesc *v);
__host__ cudaError_t cudaDestroyTextureObject(cudaTextureObject_t t);
__host__ cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *s, const struct cudaResourceDesc *r);
__host__ cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t s);
/* functions, occupancy, launches */
__TANDEM_HD cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *a, const void *f);
__host__ cudaError_t cudaFuncSetAttribute(const void *f, enum cudaFuncAttribute a, int v);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *f, enum cudaFuncCache c);
__host__ cudaError_t cudaFuncSetSharedMemConfig(const void *f, enum cudaSharedMemConfig c);
__TANDEM_HD cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *f, int bs,
                                                                   __tandem_size_t smem);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, const void *f, int bs,
                                                                            __tandem_size_t smem,
                                                                            unsigned int flags);
__host__ cudaError_t cudaLaunchKernel(const void *f, dim3 grid, dim3 block, void **args,
                                      __tandem_size_t smem, cudaStream_t st);
__host__ cudaError_t cudaLaunchCooperativeKernel(const void *f, dim3 grid, dim3 block, void **args,
                                                 __tandem_size_t smem, cudaStream_t st);
__host__ cudaError_t cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams *p,
                                                            unsigned int n, unsigned int flags = 0);
__host__ unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, __tandem_size_t smem = 0,
                                              void *stream = 0);
__host__ cudaError_t __cudaPopCallConfiguration(dim3 *grid, dim3 *block, __tandem_size_t *smem,
                                                void *stream);
__host__ cudaError_t cudaConfigureCall(dim3 grid, dim3 block, __tandem_size_t smem = 0,
                                       cudaStream_t st = 0);
/* graphs */
__host__ cudaError_t cudaGraphCreate(cudaGraph_t *g, unsigned int flags);
__host__ cudaError_t cudaGraphDestroy(cudaGraph_t g);
__host__ cudaError_t cudaGraphClone(cudaGraph_t *c, cudaGraph_t g);
__host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *e, cudaGraph_t g, cudaGraphNode_t *err = 0,
                                          char *log = 0, __tandem_size_t n = 0);
__host__ cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *e, cudaGraph_t g,
                                                   unsigned long long flags);
__host__ cudaError_t cudaGraphLaunch(cudaGraphExec_t e, cudaStream_t s);
__host__ cudaError_t cudaGraphUpload(cudaGraphExec_t e, cudaStream_t s);
__host__ cudaError_t cudaGraphExecDestroy(cudaGraphExec_t e);
__host__ cudaError_t cudaGraphGetNodes(cudaGraph_t g, cudaGraphNode_t *nodes, __tandem_size_t *n);
__host__ cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                            __tandem_size_t nd, const struct cudaKernelNodeParams *p);
__host__ cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                            __tandem_size_t nd, const struct cudaMemcpy3DParms *p);
__host__ cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                            __tandem_size_t nd, const struct cudaMemsetParams *p);
__host__ cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                          __tandem_size_t nd, const struct cudaHostNodeParams *p);
__host__ cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                           __tandem_size_t nd);
__host__ cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *n, cudaGraph_t g,
                                                const cudaGraphNode_t *deps, __tandem_size_t nd,
                                                cudaGraph_t child);
__host__ cudaError_t cudaGraphAddDependencies(cudaGraph_t g, const cudaGraphNode_t *from,
                                              const cudaGraphNode_t *to, __tandem_size_t n);
__host__ cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t e, cudaGraphNode_t n,
                                                      const struct cudaKernelNodeParams *p);
__host__ cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t n, struct cudaKernelNodeParams *p);
__host__ cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t n, const struct cudaKernelNodeParams *p);
__host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                      __tandem_size_t nd, struct cudaGraphNodeParams *p);
__host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                      const void *edges, __tandem_size_t nd, struct cudaGraphNodeParams *p);
__host__ cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                              __tandem_size_t nd, struct cudaMemAllocNodeParams *p);
__host__ cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                             __tandem_size_t nd, void *p);
__host__ cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                              __tandem_size_t nd, void *d, const void *s, __tandem_size_t c,
                                              enum cudaMemcpyKind k);
__host__ cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *h, cudaGraph_t g,
                                                      unsigned int dflt = 0, unsigned int flags = 0);
__host__ cudaError_t cudaGraphExecUpdate(cudaGraphExec_t e, cudaGraph_t g, cudaGraphNode_t *err,
                                         enum cudaGraphExecUpdateResult *r);
__host__ cudaError_t cudaDeviceGetGraphMemAttribute(int d, enum cudaGraphMemAttributeType a, void *v);
__host__ cudaError_t cudaDeviceSetGraphMemAttribute(int d, enum cudaGraphMemAttributeType a, void *v);
__host__ cudaError_t cudaStreamSetAttribute(cudaStream_t s, enum cudaStreamAttrID a, const cudaStreamAttrValue *v);
__host__ cudaError_t cudaStreamGetAttribute(cudaStream_t s, enum cudaStreamAttrID a, cudaStreamAttrValue *v);
__host__ cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t s, cudaGraph_t g, const cudaGraphNode_t *deps,
                                                   const void *data, __tandem_size_t n,
                                                   enum cudaStreamCaptureMode m);
__host__ cudaError_t cudaStreamGetCaptureInfo(cudaStream_t s, enum cudaStreamCaptureStatus *st,
                                              unsigned long long *id = 0, cudaGraph_t *g = 0,
                                              const cudaGraphNode_t **deps = 0, __tandem_size_t *n = 0);
/* CUDA 12.3's form, with the edge data of the dependencies */
__host__ cudaError_t cudaStreamGetCaptureInfo(cudaStream_t s, enum cudaStreamCaptureStatus *st,
                                              unsigned long long *id, cudaGraph_t *g,
                                              const cudaGraphNode_t **deps,
                                              const struct cudaGraphEdgeData **edges, __tandem_size_t *n);
__host__ cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t s, cudaGraphNode_t *deps,
                                                         __tandem_size_t n, unsigned int flags = 0);
__host__ cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t s, cudaGraphNode_t *deps,
                                                         const struct cudaGraphEdgeData *edges,
                                                         __tandem_size_t n, unsigned int flags);
enum cudaStreamUpdateCaptureDependenciesFlags { cudaStreamAddCaptureDependencies = 0,
                                                cudaStreamSetCaptureDependencies = 1 };
__host__ cudaError_t cudaGraphNodeGetType(cudaGraphNode_t n, enum cudaGraphNodeType *t);
__host__ cudaError_t cudaGraphDebugDotPrint(cudaGraph_t g, const char *path, unsigned int flags);
/* graphics interop (handles only) */
__host__ cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t r);
__host__ cudaError_t cudaGraphicsMapResources(int n, cudaGraphicsResource_t *r, cudaStream_t s = 0);
__host__ cudaError_t cudaGraphicsUnmapResources(int n, cudaGraphicsResource_t *r, cudaStream_t s = 0);
__host__ cudaError_t cudaGraphicsResourceGetMappedPointer(void **p, __tandem_size_t *n, cudaGraphicsResource_t r);
__host__ cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t r, unsigned int flags);
__host__ cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *a, cudaGraphicsResource_t r,
                                                           unsigned int idx, unsigned int level);
/* profiler (cuda_profiler_api.h) */
__host__ cudaError_t cudaProfilerStart(void);
__host__ cudaError_t cudaProfilerStop(void);
__host__ cudaError_t cudaProfilerInitialize(const char *cfg, const char *out, int mode);
/* graph conditionals set from device code, and device-side launches:
 * declared only, a device call stops the kernel (exit 2). */
__TANDEM_D void cudaGraphSetConditional(cudaGraphConditionalHandle h, unsigned int v);
__TANDEM_D void *cudaGetParameterBuffer(__tandem_size_t align, __tandem_size_t size);
__TANDEM_D cudaError_t cudaLaunchDevice(void *f, void *params, dim3 g, dim3 b, unsigned int smem,
                                        cudaStream_t s);
}

/* The C++ overloads of the runtime API (typed pointers, symbols, kernels). */
static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *e, unsigned int flags) {
  return cudaEventCreateWithFlags(e, flags); }
template <typename __T>
static __inline__ __TANDEM_HD cudaError_t cudaMalloc(__T **p, __tandem_size_t n) {
  return cudaMalloc((void **)p, n); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMallocManaged(__T **p, __tandem_size_t n,
                                                         unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged((void **)p, n, flags); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMallocHost(__T **p, __tandem_size_t n, unsigned int flags = 0) {
  return flags ? cudaHostAlloc((void **)p, n, flags) : cudaMallocHost((void **)p, n); }
static __inline__ __host__ cudaError_t cudaMallocHost(void **p, __tandem_size_t n, unsigned int flags) {
  return cudaHostAlloc(p, n, flags); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaHostAlloc(__T **p, __tandem_size_t n, unsigned int flags) {
  return cudaHostAlloc((void **)p, n, flags); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMallocPitch(__T **p, __tandem_size_t *pitch, __tandem_size_t w,
                                                       __tandem_size_t h) {
  return cudaMallocPitch((void **)p, pitch, w, h); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMallocAsync(__T **p, __tandem_size_t n, cudaStream_t s) {
  return cudaMallocAsync((void **)p, n, s); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMallocAsync(__T **p, __tandem_size_t n, cudaMemPool_t pool,
                                                       cudaStream_t s) {
  return cudaMallocFromPoolAsync((void **)p, n, pool, s); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaHostGetDevicePointer(__T **d, void *h, unsigned int flags) {
  return cudaHostGetDevicePointer((void **)d, h, flags); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const __T &sym, const void *s, __tandem_size_t n,
                                                          __tandem_size_t off = 0,
                                                          enum cudaMemcpyKind k = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&sym, s, n, off, k); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *d, const __T &sym, __tandem_size_t n,
                                                            __tandem_size_t off = 0,
                                                            enum cudaMemcpyKind k = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(d, (const void *)&sym, n, off, k); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(const __T &sym, const void *s,
                                                               __tandem_size_t n, __tandem_size_t off = 0,
                                                               enum cudaMemcpyKind k = cudaMemcpyHostToDevice,
                                                               cudaStream_t st = 0) {
  return cudaMemcpyToSymbolAsync((const void *)&sym, s, n, off, k, st); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *d, const __T &sym,
                                                                 __tandem_size_t n, __tandem_size_t off = 0,
                                                                 enum cudaMemcpyKind k = cudaMemcpyDeviceToHost,
                                                                 cudaStream_t st = 0) {
  return cudaMemcpyFromSymbolAsync(d, (const void *)&sym, n, off, k, st); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **p, const __T &sym) {
  return cudaGetSymbolAddress(p, (const void *)&sym); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(__tandem_size_t *n, const __T &sym) {
  return cudaGetSymbolSize(n, (const void *)&sym); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *a, __T *f) {
  return cudaFuncGetAttributes(a, (const void *)f); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaFuncSetAttribute(__T *f, enum cudaFuncAttribute a, int v) {
  return cudaFuncSetAttribute((const void *)f, a, v); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaFuncSetCacheConfig(__T *f, enum cudaFuncCache c) {
  return cudaFuncSetCacheConfig((const void *)f, c); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaLaunchKernel(__T *f, dim3 g, dim3 b, void **args,
                                                        __tandem_size_t smem = 0, cudaStream_t st = 0) {
  return cudaLaunchKernel((const void *)f, g, b, args, smem, st); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaLaunchCooperativeKernel(__T *f, dim3 g, dim3 b, void **args,
                                                                   __tandem_size_t smem = 0,
                                                                   cudaStream_t st = 0) {
  return cudaLaunchCooperativeKernel((const void *)f, g, b, args, smem, st); }
template <typename __T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, __T f, int bs,
                                                                                     __tandem_size_t smem) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, (const void *)f, bs, smem); }
template <typename __T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *grid, int *block, __T f,
                                                                          __tandem_size_t smem = 0,
                                                                          int limit = 0);
template <typename __F, typename __T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *grid, int *block,
                                                                                      __T f, __F smem,
                                                                                      int limit = 0);
template <typename __T>
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  return cudaCreateChannelDesc(8 * (int)sizeof(__T), 0, 0, 0, cudaChannelFormatKindNone); }
static __inline__ __host__ struct cudaExtent make_cudaExtent(__tandem_size_t w, __tandem_size_t h,
                                                             __tandem_size_t d) {
  struct cudaExtent e = {w, h, d}; return e; }
static __inline__ __host__ struct cudaPos make_cudaPos(__tandem_size_t x, __tandem_size_t y,
                                                       __tandem_size_t z) {
  struct cudaPos p = {x, y, z}; return p; }
static __inline__ __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, __tandem_size_t p,
                                                                     __tandem_size_t xs, __tandem_size_t ys) {
  struct cudaPitchedPtr r = {d, p, xs, ys}; return r; }

/* ------------------------------------------------------------ driver API (cuda.h) */
#define __cuda_cuda_h__
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUarray_st *CUarray;
typedef struct CUlinkState_st *CUlinkState;
typedef unsigned long long CUtexObject;
typedef unsigned long long CUsurfObject;
typedef enum cudaError_enum {
  CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1, CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3, CUDA_ERROR_DEINITIALIZED = 4, CUDA_ERROR_PROFILER_DISABLED = 5,
  CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6, CUDA_ERROR_PROFILER_ALREADY_STARTED = 7,
  CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8, CUDA_ERROR_STUB_LIBRARY = 34, CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101, CUDA_ERROR_DEVICE_NOT_LICENSED = 102, CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201, CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202, CUDA_ERROR_MAP_FAILED = 205,
  CUDA_ERROR_UNMAP_FAILED = 206, CUDA_ERROR_ARRAY_IS_MAPPED = 207, CUDA_ERROR_ALREADY_MAPPED = 208,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209, CUDA_ERROR_ALREADY_ACQUIRED = 210, CUDA_ERROR_NOT_MAPPED = 211,
  CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212, CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213,
  CUDA_ERROR_ECC_UNCORRECTABLE = 214, CUDA_ERROR_UNSUPPORTED_LIMIT = 215,
  CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216, CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
  CUDA_ERROR_INVALID_PTX = 218, CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219,
  CUDA_ERROR_NVLINK_UNCORRECTABLE = 220, CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
  CUDA_ERROR_INVALID_SOURCE = 300, CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302, CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
  CUDA_ERROR_OPERATING_SYSTEM = 304, CUDA_ERROR_INVALID_HANDLE = 400, CUDA_ERROR_ILLEGAL_STATE = 401,
  CUDA_ERROR_NOT_FOUND = 500, CUDA_ERROR_NOT_READY = 600, CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701, CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703, CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
  CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705, CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708,
  CUDA_ERROR_CONTEXT_IS_DESTROYED = 709, CUDA_ERROR_ASSERT = 710, CUDA_ERROR_TOO_MANY_PEERS = 711,
  CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
  CUDA_ERROR_HARDWARE_STACK_ERROR = 714, CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
  CUDA_ERROR_MISALIGNED_ADDRESS = 716, CUDA_ERROR_INVALID_ADDRESS_SPACE = 717, CUDA_ERROR_INVALID_PC = 718,
  CUDA_ERROR_LAUNCH_FAILED = 719, CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
  CUDA_ERROR_NOT_PERMITTED = 800, CUDA_ERROR_NOT_SUPPORTED = 801, CUDA_ERROR_SYSTEM_NOT_READY = 802,
  CUDA_ERROR_TIMEOUT = 909, CUDA_ERROR_UNKNOWN = 999
} CUresult;
typedef enum CUdevice_attribute_enum {
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8, CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18, CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED = 115,
  CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 102,
  CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED = 102,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
} CUdevice_attribute;
typedef enum CUcomputemode_enum { CU_COMPUTEMODE_DEFAULT = 0, CU_COMPUTEMODE_PROHIBITED = 2,
                                  CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3 } CUcomputemode;
typedef enum CUmemorytype_enum { CU_MEMORYTYPE_HOST = 1, CU_MEMORYTYPE_DEVICE = 2, CU_MEMORYTYPE_ARRAY = 3,
                                 CU_MEMORYTYPE_UNIFIED = 4 } CUmemorytype;
typedef enum CUctx_flags_enum { CU_CTX_SCHED_AUTO = 0, CU_CTX_SCHED_SPIN = 1, CU_CTX_SCHED_YIELD = 2,
                                CU_CTX_SCHED_BLOCKING_SYNC = 4, CU_CTX_MAP_HOST = 8 } CUctx_flags;
typedef enum CUjit_option_enum { CU_JIT_MAX_REGISTERS = 0, CU_JIT_THREADS_PER_BLOCK = 1,
                                 CU_JIT_WALL_TIME = 2, CU_JIT_INFO_LOG_BUFFER = 3,
                                 CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4, CU_JIT_ERROR_LOG_BUFFER = 5,
                                 CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6, CU_JIT_LOG_VERBOSE = 12 } CUjit_option;
typedef enum CUjitInputType_enum { CU_JIT_INPUT_CUBIN = 0, CU_JIT_INPUT_PTX = 1,
                                   CU_JIT_INPUT_FATBINARY = 2 } CUjitInputType;
extern "C" {
__host__ CUresult cuInit(unsigned int flags);
__host__ CUresult cuDriverGetVersion(int *v);
__host__ CUresult cuDeviceGet(CUdevice *d, int ordinal);
__host__ CUresult cuDeviceGetCount(int *n);
__host__ CUresult cuDeviceGetName(char *name, int len, CUdevice d);
__host__ CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d);
__host__ CUresult cuDeviceTotalMem(__tandem_size_t *n, CUdevice d);
__host__ CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice d);
__host__ CUresult cuCtxCreate(CUcontext *c, unsigned int flags, CUdevice d);
/* CUDA 13's form, with creation parameters (execution affinity, CIG) */
typedef struct CUctxCreateParams_st { void *execAffinityParams; int numExecAffinityParams;
                                      void *cigParams; } CUctxCreateParams;
__host__ CUresult cuCtxCreate(CUcontext *c, CUctxCreateParams *p, unsigned int flags, CUdevice d);
typedef struct CUgraphicsResource_st *CUgraphicsResource;
typedef enum CUgraphicsRegisterFlags_enum {
  CU_GRAPHICS_REGISTER_FLAGS_NONE = 0, CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY = 1,
  CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD = 2, CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST = 4,
  CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER = 8 } CUgraphicsRegisterFlags;
__host__ CUresult cuGraphicsSubResourceGetMappedArray(CUarray *a, CUgraphicsResource r, unsigned int i,
                                                      unsigned int level);
__host__ CUresult cuGraphicsResourceGetMappedPointer(CUdeviceptr *p, __tandem_size_t *n, CUgraphicsResource r);
__host__ CUresult cuGraphicsMapResources(unsigned int n, CUgraphicsResource *r, CUstream s);
__host__ CUresult cuGraphicsUnmapResources(unsigned int n, CUgraphicsResource *r, CUstream s);
__host__ CUresult cuGraphicsUnregisterResource(CUgraphicsResource r);
__host__ CUresult cuCtxDestroy(CUcontext c);
__host__ CUresult cuCtxSynchronize(void);
__host__ CUresult cuCtxSetCurrent(CUcontext c);
__host__ CUresult cuCtxGetCurrent(CUcontext *c);
__host__ CUresult cuCtxGetDevice(CUdevice *d);
__host__ CUresult cuCtxPushCurrent(CUcontext c);
__host__ CUresult cuCtxPopCurrent(CUcontext *c);
__host__ CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d);
__host__ CUresult cuDevicePrimaryCtxRelease(CUdevice d);
__host__ CUresult cuMemGetInfo(__tandem_size_t *free_, __tandem_size_t *total);
/* the CUDA 2/3 form, still in older programs */
__host__ CUresult cuMemGetInfo(unsigned int *free_, unsigned int *total);
__host__ CUresult cuMemAllocManaged(CUdeviceptr *p, __tandem_size_t n, unsigned int flags);
__host__ CUresult cuMemGetAddressRange(CUdeviceptr *base, __tandem_size_t *n, CUdeviceptr p);
__host__ CUresult cuMemcpyHtoDAsync(CUdeviceptr d, const void *s, __tandem_size_t n, CUstream st);
__host__ CUresult cuMemcpyDtoHAsync(void *d, CUdeviceptr s, __tandem_size_t n, CUstream st);
__host__ CUresult cuPointerGetAttribute(void *v, int attr, CUdeviceptr p);
__host__ CUresult cuFuncGetAttribute(int *v, int attr, CUfunction f);
__host__ CUresult cuModuleLoad(CUmodule *m, const char *fname);
__host__ CUresult cuModuleLoadData(CUmodule *m, const void *image);
__host__ CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned int n, CUjit_option *o, void **v);
__host__ CUresult cuModuleUnload(CUmodule m);
__host__ CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name);
__host__ CUresult cuModuleGetGlobal(CUdeviceptr *p, __tandem_size_t *n, CUmodule m, const char *name);
__host__ CUresult cuMemAlloc(CUdeviceptr *p, __tandem_size_t n);
__host__ CUresult cuMemFree(CUdeviceptr p);
__host__ CUresult cuMemAllocHost(void **p, __tandem_size_t n);
__host__ CUresult cuMemFreeHost(void *p);
__host__ CUresult cuMemcpyHtoD(CUdeviceptr d, const void *s, __tandem_size_t n);
__host__ CUresult cuMemcpyDtoH(void *d, CUdeviceptr s, __tandem_size_t n);
__host__ CUresult cuMemcpyDtoD(CUdeviceptr d, CUdeviceptr s, __tandem_size_t n);
__host__ CUresult cuMemsetD8(CUdeviceptr d, unsigned char v, __tandem_size_t n);
__host__ CUresult cuMemsetD32(CUdeviceptr d, unsigned int v, __tandem_size_t n);
__host__ CUresult cuLaunchKernel(CUfunction f, unsigned int gx, unsigned int gy, unsigned int gz,
                                 unsigned int bx, unsigned int by, unsigned int bz, unsigned int smem,
                                 CUstream s, void **params, void **extra);
__host__ CUresult cuStreamCreate(CUstream *s, unsigned int flags);
__host__ CUresult cuStreamDestroy(CUstream s);
__host__ CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned int flags);
typedef enum CUstream_flags_enum { CU_STREAM_DEFAULT = 0x0, CU_STREAM_NON_BLOCKING = 0x1 } CUstream_flags;
typedef enum CUevent_flags_enum {
  CU_EVENT_DEFAULT = 0x0, CU_EVENT_BLOCKING_SYNC = 0x1, CU_EVENT_DISABLE_TIMING = 0x2,
  CU_EVENT_INTERPROCESS = 0x4
} CUevent_flags;
__host__ CUresult cuStreamSynchronize(CUstream s);
__host__ CUresult cuEventCreate(CUevent *e, unsigned int flags);
__host__ CUresult cuEventRecord(CUevent e, CUstream s);
__host__ CUresult cuEventSynchronize(CUevent e);
__host__ CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b);
__host__ CUresult cuEventDestroy(CUevent e);
__host__ CUresult cuGetErrorName(CUresult r, const char **s);
__host__ CUresult cuGetErrorString(CUresult r, const char **s);
__host__ CUresult cuLinkCreate(unsigned int n, CUjit_option *o, void **v, CUlinkState *s);
__host__ CUresult cuLinkAddData(CUlinkState s, CUjitInputType t, void *data, __tandem_size_t n,
                                const char *name, unsigned int no, CUjit_option *o, void **v);
__host__ CUresult cuLinkComplete(CUlinkState s, void **cubin, __tandem_size_t *n);
__host__ CUresult cuLinkDestroy(CUlinkState s);
__host__ CUresult cuProfilerStart(void);
__host__ CUresult cuProfilerStop(void);
typedef enum CUarray_format_enum {
  CU_AD_FORMAT_UNSIGNED_INT8 = 0x01, CU_AD_FORMAT_UNSIGNED_INT16 = 0x02, CU_AD_FORMAT_UNSIGNED_INT32 = 0x03,
  CU_AD_FORMAT_SIGNED_INT8 = 0x08, CU_AD_FORMAT_SIGNED_INT16 = 0x09, CU_AD_FORMAT_SIGNED_INT32 = 0x0a,
  CU_AD_FORMAT_HALF = 0x10, CU_AD_FORMAT_FLOAT = 0x20
} CUarray_format;
/* resource descriptors and surface objects (driver API, "Surface Object Management") */
typedef struct CUmipmappedArray_st *CUmipmappedArray;
typedef enum CUresourcetype_enum {
  CU_RESOURCE_TYPE_ARRAY = 0, CU_RESOURCE_TYPE_MIPMAPPED_ARRAY = 1, CU_RESOURCE_TYPE_LINEAR = 2,
  CU_RESOURCE_TYPE_PITCH2D = 3
} CUresourcetype;
typedef struct CUDA_RESOURCE_DESC_st {
  CUresourcetype resType;
  union {
    struct { CUarray hArray; } array;
    struct { CUmipmappedArray hMipmappedArray; } mipmap;
    struct { CUdeviceptr devPtr; CUarray_format format; unsigned int numChannels; __tandem_size_t sizeInBytes; } linear;
    struct { CUdeviceptr devPtr; CUarray_format format; unsigned int numChannels;
             __tandem_size_t width, height, pitchInBytes; } pitch2D;
    struct { int reserved[32]; } reserved;
  } res;
  unsigned int flags;
} CUDA_RESOURCE_DESC;
__host__ CUresult cuSurfObjectCreate(CUsurfObject *s, const CUDA_RESOURCE_DESC *d);
__host__ CUresult cuSurfObjectDestroy(CUsurfObject s);
/* virtual memory management (cuMemCreate/cuMemMap...) */
typedef unsigned long long CUmemGenericAllocationHandle;
typedef enum CUmemAllocationHandleType_enum {
  CU_MEM_HANDLE_TYPE_NONE = 0, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 1,
  CU_MEM_HANDLE_TYPE_WIN32 = 2, CU_MEM_HANDLE_TYPE_WIN32_KMT = 4, CU_MEM_HANDLE_TYPE_FABRIC = 8
} CUmemAllocationHandleType;
typedef enum CUmemAllocationType_enum { CU_MEM_ALLOCATION_TYPE_INVALID = 0, CU_MEM_ALLOCATION_TYPE_PINNED = 1 } CUmemAllocationType;
typedef enum CUmemLocationType_enum { CU_MEM_LOCATION_TYPE_INVALID = 0, CU_MEM_LOCATION_TYPE_DEVICE = 1 } CUmemLocationType;
typedef enum CUmemAccess_flags_enum { CU_MEM_ACCESS_FLAGS_PROT_NONE = 0, CU_MEM_ACCESS_FLAGS_PROT_READ = 1,
                                      CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3 } CUmemAccess_flags;
typedef enum CUmemAllocationGranularity_flags_enum { CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0,
                                                     CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 1 } CUmemAllocationGranularity_flags;
typedef struct CUmemLocation_st { CUmemLocationType type; int id; } CUmemLocation;
typedef struct CUmemAllocationProp_st {
  CUmemAllocationType type; CUmemAllocationHandleType requestedHandleTypes; CUmemLocation location;
  void *win32HandleMetaData;
  struct { unsigned char compressionType, gpuDirectRDMACapable; unsigned short usage; unsigned char reserved[4]; } allocFlags;
} CUmemAllocationProp;
typedef struct CUmemAccessDesc_st { CUmemLocation location; CUmemAccess_flags flags; } CUmemAccessDesc;
__host__ CUresult cuMemCreate(CUmemGenericAllocationHandle *h, __tandem_size_t n, const CUmemAllocationProp *p,
                              unsigned long long flags);
__host__ CUresult cuMemRelease(CUmemGenericAllocationHandle h);
__host__ CUresult cuMemAddressReserve(CUdeviceptr *p, __tandem_size_t n, __tandem_size_t align, CUdeviceptr addr,
                                      unsigned long long flags);
__host__ CUresult cuMemAddressFree(CUdeviceptr p, __tandem_size_t n);
__host__ CUresult cuMemMap(CUdeviceptr p, __tandem_size_t n, __tandem_size_t off, CUmemGenericAllocationHandle h,
                           unsigned long long flags);
__host__ CUresult cuMemUnmap(CUdeviceptr p, __tandem_size_t n);
__host__ CUresult cuMemSetAccess(CUdeviceptr p, __tandem_size_t n, const CUmemAccessDesc *d, __tandem_size_t count);
__host__ CUresult cuMemGetAllocationGranularity(__tandem_size_t *g, const CUmemAllocationProp *p,
                                                CUmemAllocationGranularity_flags o);
__host__ CUresult cuMemExportToShareableHandle(void *sh, CUmemGenericAllocationHandle h,
                                               CUmemAllocationHandleType t, unsigned long long flags);
__host__ CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *h, void *sh,
                                                 CUmemAllocationHandleType t);
}

#endif /* TANDEM_RUNTIME_H */
