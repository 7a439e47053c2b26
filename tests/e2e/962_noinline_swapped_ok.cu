// --no-inline: as 962_noinline_swapped_racy.cu with a barrier between the
// two calls: the function's own check covers the pairs inside it, the
// barrier the pairs between the calls.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(int\*, int\*\)' .*: verified
//@ expect-re: device function 'copy\(int\*, const int\*, int\)' .*: verified
__device__ void copy(int *dst, const int *src, int i) {
  __requires(__ptr_offset_bytes(dst) == 0);
  __requires(__ptr_offset_bytes(src) == 0);
  __requires(i == threadIdx.x);
  dst[i] = src[i + 1];
}

__global__ void k(int *A, int *B) {
  copy(A, B, threadIdx.x);
  __syncthreads();
  copy(B, A, threadIdx.x);
}
