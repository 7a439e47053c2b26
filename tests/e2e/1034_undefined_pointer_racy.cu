// Writing one element past a private scalar through a pointer: clang's SROA
// turns the pointer into an undefined value (the access is undefined
// behaviour). tandem reports the dereference of an undefined pointer at its
// line instead of refusing the kernel.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: dereference of an undefined pointer
//@ expect: :15:
__global__ void past(int *out, int k) {
  int a = 1, b = 2;
  int *d = &a;
  if (k > 3)
    d = &b;
  out[threadIdx.x] = a + b;
  d[1] = 7;
}
