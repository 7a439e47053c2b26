// 1145_struct_copy_ok with the second batch not swizzled but shifted by one
// lane: thread 4k + j writes element 16k + 8 + ((j + 1) & 3), which thread
// 4k + j + 1 (or 4k for j = 3) writes too. The copies compare by element
// start, and the race names the element.
//@ args: --blockDim=120 --gridDim=1080
//@ exit: 1
//@ expect: error: write-write race on out[
//@ expect-re: out\[[0-9]+\]
#include <cuda_runtime.h>

__global__ void rows(const uint4 *in, uint4 *out) {
  unsigned id = threadIdx.x, base = blockIdx.x * 480;
  unsigned lane = id & 3, row = (id >> 2) << 4;
  uint4 v = in[base / 4 + id];
  out[base + lane + row + 8] = v;
  out[base + ((id + 1) & 3) + row + 8] = v;
}
