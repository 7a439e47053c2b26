// --no-inline: two calls of one function with the arrays swapped. Its own
// check (dst and src distinct arrays) is race-free, but thread t + 1 writes
// A[t + 1] through `dst` in the first call while thread t reads it through
// `src` in the second: accesses through different parameters are not left
// to the function's check, the caller checks them.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on A[
//@ expect: race on B[
//@ expect-re: device function 'copy\(int\*, const int\*, int\)' .*: verified
__device__ void copy(int *dst, const int *src, int i) {
  __requires(__ptr_offset_bytes(dst) == 0);
  __requires(__ptr_offset_bytes(src) == 0);
  __requires(i == threadIdx.x);
  dst[i] = src[i + 1];
}

__global__ void k(int *A, int *B) {
  copy(A, B, threadIdx.x);
  copy(B, A, threadIdx.x);
}
