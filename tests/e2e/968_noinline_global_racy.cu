// --no-inline: a function that writes a __device__ array directly (not
// through a parameter): its calls write that array, and the kernel's read
// of G[t + 1] races with the next thread's call.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on G[
//@ expect-re: device function 'mark\(int\)' .*: verified
__device__ int G[65];

__device__ void mark(int i) {
  __requires(i == threadIdx.x);
  G[i] = 1;
}

__global__ void k(int *A) {
  mark(threadIdx.x);
  A[threadIdx.x] = G[threadIdx.x + 1];
}
