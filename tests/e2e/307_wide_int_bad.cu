// Integers wider than 64 bits are not modelled: tandem says so with the
// type and the line, and exits 2 (unsupported), never "verified".
//@ args: --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: unsupported: integer type i96 wider than 64 bits
//@ expect-re: \.cu:8:28:
__global__ void wide96(int *out) {
  unsigned _BitInt(96) x = threadIdx.x;
  out[threadIdx.x] = (int)(x * x);
}
