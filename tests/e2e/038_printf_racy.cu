// printf next to a racy update of data[t / 4].
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: race on data[
//@ expect-re: kernel 'trace\(int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'trace\(int\*\)' .*: verified
//@ expect-re: \.cu:(14:15|15:32|15:3):
#include <stdio.h>

__global__ void trace(int *data) {
  unsigned t = threadIdx.x;
  if (t == 0)
    printf("block %d starts\n", blockIdx.x);
  data[t / 4] += 1; // <- race
  printf("thread %d: %d\n", t, data[t]); // <- race
}
