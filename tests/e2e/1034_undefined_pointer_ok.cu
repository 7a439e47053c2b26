// An uninitialised pointer that is only compared (its value is arbitrary,
// LLVM's undef) and never dereferenced: each thread writes its own element
// on both branches, race-free.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect: verified
__global__ void cmp(int *out, int *q) {
  int *d;
  if (d == q)
    out[threadIdx.x] = 1;
  else
    out[threadIdx.x] = 2;
}
