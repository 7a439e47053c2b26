// A samples-style program with the runtime API a host uses (device
// properties, events, the profiler API, error-check helpers) around a
// kernel that times itself with clock64(): each thread writes its own
// timing slot, thread 0 of each block its block's start time.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'timed\(const float\*, float\*, long long\*, long long\*\)' \(.*\): verified
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

static void check(cudaError_t e, const char *what, const char *file, int line) {
  if (e != cudaSuccess) {
    fprintf(stderr, "%s(%d): %s failed: %s (%s)\n", file, line, what, cudaGetErrorName(e),
            cudaGetErrorString(e));
    exit(EXIT_FAILURE);
  }
}
#define checkErrors(call) check((call), #call, __FILE__, __LINE__)

__global__ void timed(const float *in, float *out, long long *cycles, long long *starts) {
  long long t0 = clock64();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __fdividef(__ldg(&in[i]), 3.0f) + __saturatef(in[i]);
  __nanosleep(100);
  cycles[i] = clock64() - t0;
  if (threadIdx.x == 0) starts[blockIdx.x] = t0;
}

int main() {
  cudaDeviceProp prop;
  int dev = 0;
  checkErrors(cudaGetDevice(&dev));
  checkErrors(cudaGetDeviceProperties(&prop, dev));
  printf("%s, sm_%d%d, %d SMs\n", prop.name, prop.major, prop.minor, prop.multiProcessorCount);
  float *in, *out;
  long long *cycles, *starts;
  checkErrors(cudaMalloc(&in, 512 * sizeof(float)));
  checkErrors(cudaMalloc(&out, 512 * sizeof(float)));
  checkErrors(cudaMalloc(&cycles, 512 * sizeof(long long)));
  checkErrors(cudaMalloc(&starts, 8 * sizeof(long long)));
  cudaEvent_t a, b;
  checkErrors(cudaEventCreate(&a));
  checkErrors(cudaEventCreate(&b));
  checkErrors(cudaProfilerStart());
  checkErrors(cudaEventRecord(a));
  timed<<<8, 64>>>(in, out, cycles, starts);
  checkErrors(cudaEventRecord(b));
  checkErrors(cudaEventSynchronize(b));
  checkErrors(cudaProfilerStop());
  float ms = 0;
  checkErrors(cudaEventElapsedTime(&ms, a, b));
  printf("%.3f ms\n", ms);
  return 0;
}
