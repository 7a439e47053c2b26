// __constant__ memory is read-only for device code (clang accepts the
// store, the constant cache never sees it): thread 0 writing coeffs[0] is
// reported as a defect at its line, even though only one thread writes.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: error: write to __constant__ memory 'coeffs' from device code in kernel 'scale(int*)'
//@ expect-re: \.cu:13:25:
//@ expect-not-re: kernel 'scale\(int\*\)' .*: verified
__constant__ int coeffs[64];

__global__ void scale(int *out) {
  unsigned t = threadIdx.x;
  if (t == 0) coeffs[0] = 5; // <- write to constant memory
  out[t] = coeffs[t] * out[t];
}
