// printf with no arguments after the format: clang passes vprintf a null
// argument buffer, which vprintf never reads. Not a null dereference (the
// samples' graphConditionalNodes kernels were reported as one); each
// thread then writes its own element.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'say_hello\(int\*\)' .*: verified
//@ expect-not: null pointer dereference
#include <cstdio>

__global__ void say_hello(int *seen) {
  printf("GPU: hello\n");
  seen[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
