// 1094_printf_no_args_ok with every thread writing the block's first
// element: the race is still found, and the printf is still not a null
// dereference.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: race on seen
//@ expect-not: null pointer dereference
#include <cstdio>

__global__ void say_hello(int *seen) {
  printf("GPU: hello\n");
  seen[blockIdx.x * blockDim.x] = threadIdx.x;
}
