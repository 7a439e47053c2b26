// Bad input: a C++ syntax error; clang's diagnostic is shown.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: error:
//@ expect: expected ';'
//@ expect-re: 202_syntax_error_bad\.cu:[0-9]+:[0-9]+
//@ expect-not: verified
__global__ void broken(int *A) {
  int x = threadIdx.x
  A[x] = x;
}
