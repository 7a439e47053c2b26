// A loop invariant over shared memory that the loop does not maintain
// (a[t] grows by 2 per iteration) is reported.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: loop invariant
//@ expect-re: \.cu:11:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = 0;
  for (int i = 0; __invariant(a[threadIdx.x] == i), i < 100; i++)
    a[t] = a[t] + 2;
  out[blockIdx.x * 64 + t] = a[t];
}
