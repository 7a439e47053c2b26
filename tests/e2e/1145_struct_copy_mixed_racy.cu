// A uint4 copy and a 4-byte store into the same array: thread 0 copies
// element 0 (bytes 0-15) while thread 1 stores the int at bytes 4-7. The
// widths differ, so element starts are not enough (0 != 4) and the check
// must stay the general one and report the race.
//@ args: --blockDim=2 --gridDim=1
//@ exit: 1
//@ expect: error: write-write race on out
#include <cuda_runtime.h>

__global__ void mixed(const uint4 *in, uint4 *out) {
  if (threadIdx.x == 0)
    out[0] = in[0];
  else
    ((int *)out)[1] = 7;
}
