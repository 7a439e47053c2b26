// --no-inline: the function's own check takes its pointer parameters to be
// distinct arrays; a call that passes one array for two of them, one
// written, is refused (exit 2) rather than verified under that assumption.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: unsupported: --no-inline: this call of 'move' passes array 'A' for two of its parameters
//@ expect-not: kernel 'k(int*)' (969_noinline_alias.cu): verified
__device__ void move(int *dst, const int *src) {
  __requires(__ptr_offset_bytes(dst) == 0 && __ptr_offset_bytes(src) == 0);
  dst[threadIdx.x] = src[threadIdx.x + 1];
}

__global__ void k(int *A) {
  move(A, A);
}
