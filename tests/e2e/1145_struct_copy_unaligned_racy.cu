// 16-byte copies at offsets that are multiples of 8 only: thread t copies
// bytes [8t, 8t + 16), which overlap thread t + 1's. Every access to the
// array is a 16-byte copy, but not aligned to 16, so comparing starts would
// miss the overlap: the check must stay the general one (the watched byte
// inside the copy) and report the race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: error: write-write race on out
#include <cuda_runtime.h>

__global__ void halves(const uint4 *in, char *out) {
  uint4 v = in[threadIdx.x];
  memcpy(out + 8 * threadIdx.x, &v, 16);
}
