// --no-inline: as 970_noinline_private_ok.cu, but the kernel asserts that
// x still holds what it held before the call: the call may write it (its
// footprint), so the assertion can fail.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: 970_noinline_private_racy.cu:22:3: error: assertion might not hold in kernel 'k(const int*, int*)'
//@ expect-re: device function 'order\(int\*, int\*\)' .*: verified
__device__ void order(int *a, int *b) {
  __requires(__ptr_offset_bytes(a) == 0 && __ptr_offset_bytes(b) == 0);
  __ensures(*a <= *b);
  if (*a > *b) {
    int t = *a;
    *a = *b;
    *b = t;
  }
}

__global__ void k(const int *A, int *B) {
  int x = A[threadIdx.x], y = A[threadIdx.x + 64];
  int x0 = x;
  order(&x, &y);
  __assert(x == x0);
  B[threadIdx.x] = y - x;
}
