// A graphics-interop program that needs a third-party SDK header (here a
// Vulkan-style windowing header) that neither tandem nor CUDA provides:
// tandem names the header, exit 2, rather than a bare clang failure.
//@ exit: 2
//@ expect: missing header 'tandem_no_such_sdk/window.h'
//@ expect-not: verified
#include <cuda_runtime.h>
#include <tandem_no_such_sdk/window.h>

__global__ void shade(float4 *pixels, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) pixels[i].w = 1.0f;
}
