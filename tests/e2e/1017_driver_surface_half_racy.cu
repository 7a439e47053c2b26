// 1017_driver_surface_half_ok without block.sync(): a thread reads the
// neighbour's shared element before that thread may have written it.
//@ args: --blockDim=256 --gridDim=8
//@ exit: 1
//@ expect: race on row
//@ expect-not-re: kernel 'blend_rows[(].*: verified
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include <helper_cuda.h>
namespace cg = cooperative_groups;

__global__ void blend_rows(const __half *a, const __half *b, __half *out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ __half row[256];
  unsigned int x = block.thread_index().x, width = block.size();
  unsigned int at = block.group_index().x * width + x;
  row[x] = __hadd(a[at], b[at]);
  out[at] = __hmul(row[x], row[(x + 1) % width]);
}

static void check(CUresult r, const char *what) {
  if (r != CUDA_SUCCESS) {
    const char *s = 0;
    cuGetErrorString(r, &s);
    fprintf(stderr, "%s: %s\n", what, s ? s : "?");
    exit(EXIT_FAILURE);
  }
}

int main() {
  const int width = 256, rows = 8;
  CUdevice dev;
  CUcontext ctx;
  check(cuInit(0), "cuInit");
  check(cuDeviceGet(&dev, 0), "cuDeviceGet");
  check(cuCtxCreate(&ctx, 0, dev), "cuCtxCreate");
  CUdeviceptr buf;
  check(cuMemAlloc(&buf, 3 * width * rows * sizeof(__half)), "cuMemAlloc");
  CUDA_RESOURCE_DESC desc;
  memset(&desc, 0, sizeof desc);
  desc.resType = CU_RESOURCE_TYPE_LINEAR;
  desc.res.linear.devPtr = buf;
  desc.res.linear.format = CU_AD_FORMAT_HALF;
  desc.res.linear.numChannels = 1;
  desc.res.linear.sizeInBytes = width * rows * sizeof(__half);
  CUsurfObject surf;
  check(cuSurfObjectCreate(&surf, &desc), "cuSurfObjectCreate");
  CUstream producer, consumer;
  CUevent ready;
  check(cuStreamCreate(&producer, CU_STREAM_DEFAULT), "cuStreamCreate");
  check(cuStreamCreate(&consumer, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  check(cuEventCreate(&ready, CU_EVENT_DISABLE_TIMING), "cuEventCreate");
  check(cuEventRecord(ready, producer), "cuEventRecord");
  check(cuStreamWaitEvent(consumer, ready, 0), "cuStreamWaitEvent");
  __half *a = (__half *)buf, *b = a + width * rows, *out = b + width * rows;
  blend_rows<<<rows, width, 0, (cudaStream_t)consumer>>>(a, b, out);
  getLastCudaError("blend_rows failed");
  check(cuSurfObjectDestroy(surf), "cuSurfObjectDestroy");
  check(cuMemFree(buf), "cuMemFree");
  return 0;
}
