// A store to __constant__ memory that no thread reaches (t < blockDim.x
// always) is no defect: the check is on the writes threads execute. The
// reads of coeffs are fine.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'scale_guarded\(int\*\)' .*: verified
__constant__ int coeffs[64];

__global__ void scale_guarded(int *out) {
  unsigned t = threadIdx.x;
  if (t >= blockDim.x) coeffs[0] = 5;
  out[t] = coeffs[t] * out[t];
}
