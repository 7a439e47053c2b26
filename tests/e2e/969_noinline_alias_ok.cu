// --no-inline: one array for two parameters that the function only reads
// is no problem (reads never race); the call is checked as usual.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(const int\*, int\*\)' .*: verified
//@ expect-re: device function 'sum2\(const int\*, const int\*, int\)' .*: verified
__device__ int sum2(const int *a, const int *b, int i) {
  __requires(i >= 0);
  return a[i] + b[i + 1];
}

__global__ void k(const int *A, int *B) {
  B[threadIdx.x] = sum2(A, A, threadIdx.x);
}
