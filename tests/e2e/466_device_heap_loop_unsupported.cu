// An allocation inside a loop can hand one thread several live buffers;
// tandem's model (one fresh array per call site) would merge them, so the
// kernel is refused with the reason and the line.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: 466_device_heap_loop_unsupported.cu:14:
//@ expect: unsupported: device-side allocation ('malloc') inside a loop
//@ expect-not: verified
#include <cstdlib>

__global__ void chain(int *out, int n) {
  int *prev = 0, *cur = 0;
  for (int i = 0; i < n; i++) {
    cur = (int *)malloc(sizeof(int));
    cur[0] = prev ? prev[0] + i : i;
    prev = cur;
  }
  out[threadIdx.x] = cur ? cur[0] : 0;
}
