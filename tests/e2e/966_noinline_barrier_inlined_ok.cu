// The function of 966_noinline_barrier.cu without --no-inline: inlined, its
// barrier is the kernel's, and the kernel verifies.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' .*: verified
__device__ void stage(int *s, int i) {
  __requires(__ptr_offset_bytes(s) == 0);
  __requires(i == threadIdx.x);
  s[i] = i;
  __syncthreads();
  s[63 - i] += 1;
}

__global__ void k(int *A) {
  stage(A, threadIdx.x);
}
