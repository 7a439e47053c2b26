// --no-inline: a recursive function whose recursion writes through its
// pointer: every call of it may write anywhere in `a` (its footprint), so
// the kernel's own read of A races with another thread's call.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on A[
//@ expect-not-re: kernel 'k.*: verified
__device__ void clear(int *a, int n) {
  __requires(__ptr_offset_bytes(a) == 0);
  __requires(n >= 0 && n <= 4);
  __requires(n == 0 || threadIdx.x == 0);
  if (n == 0)
    return;
  a[n - 1] = 0;
  clear(a, n - 1);
}

__global__ void k(int *A, int *B) {
  B[threadIdx.x] = A[threadIdx.x];
  clear(A, threadIdx.x == 0 ? 4 : 0);
}
