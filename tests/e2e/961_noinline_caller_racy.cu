// --no-inline: the callee's write (its footprint: anywhere in the array
// passed) races with the caller's own write of A[g + 1] by the next thread.
//@ args: --no-inline --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect: race on A[
//@ expect: 961_noinline_caller_racy.cu:18:3
//@ expect-re: device function 'put\(int\*, int, int\)' .*: verified
//@ expect-not-re: kernel 'k.*: verified
__device__ void put(int *p, int i, int v) {
  __requires(__ptr_offset_bytes(p) == 0);
  __requires(i == blockIdx.x * blockDim.x + threadIdx.x);
  p[i] = v;
}

__global__ void k(int *A) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  A[g + 1] = 7;
  put(A, g, 1);
}
