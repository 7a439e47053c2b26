// Device-side printf does not touch the kernel's arrays.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'trace\(int\*\)' \(.*\): verified
//@ expect-not: race on
#include <stdio.h>

__global__ void trace(int *data) {
  unsigned t = threadIdx.x;
  if (t == 0)
    printf("block %d starts\n", blockIdx.x);
  data[t] += 1;
  printf("thread %d: %d\n", t, data[t]);
}
