// --check-array-bounds on a private array and a __constant__ table, with
// every index in range: the loops stop at 8 and the table index is
// checked against 16 first (a signed n could be negative: it is tested).
//@ args: --blockDim=32 --gridDim=2 --check-array-bounds
//@ exit: 0
//@ expect-re: kernel 'blur[(']?.*: verified
__constant__ int weights[16];

__global__ void blur(int *out, int n) {
  int acc[8];
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 8; i++)
    acc[i] = out[t] * i;
  for (int i = 0; i < 8; i++)
    out[t] += acc[i];
  if (n >= 0 && n < 16)
    out[t] += weights[n];
}
