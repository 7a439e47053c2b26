// Struct assignments of a uint4 are 16-byte copies (llvm.memcpy at -O0),
// not stores. Each thread of a 120-thread block writes four of its
// block's 480 elements, swizzled as the samples' integral image does:
// race-free. A copy of constant power-of-two length at an offset that is
// a multiple of it counts as an access of that width (align.c,
// align_cover_width), so the race check compares element starts, as for
// plain stores.
//@ args: --blockDim=120 --gridDim=1080
//@ exit: 0
//@ expect-re: kernel 'rows\(.*: verified
#include <cuda_runtime.h>

__global__ void rows(const uint4 *in, uint4 *out) {
  unsigned id = threadIdx.x, base = blockIdx.x * 480;
  unsigned lane = id & 3, swz = (id + 2) & 3, row = (id >> 2) << 4;
  uint4 v = in[base / 4 + id];
  out[base + lane + row] = v;
  out[base + swz + row + 8] = v;
  out[base + lane + row + 4] = v;
  out[base + swz + row + 12] = v;
}
