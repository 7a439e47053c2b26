// --no-inline: as 968_noinline_global_racy.cu, reading the thread's own
// element after a barrier.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' .*: verified
//@ expect-re: device function 'mark\(int\)' .*: verified
__device__ int G[65];

__device__ void mark(int i) {
  __requires(i == threadIdx.x);
  G[i] = 1;
}

__global__ void k(int *A) {
  mark(threadIdx.x);
  __syncthreads();
  A[threadIdx.x] = G[threadIdx.x];
}
