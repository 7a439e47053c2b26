// --no-inline with --kernel: the functions the selected kernel calls are
// checked (and reported) with it; `other`, called only by the kernel left
// out, is not.
//@ args: --no-inline --kernel=k --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' .*: verified
//@ expect-re: device function 'put\(int\*, int\)' .*: verified
//@ expect-not: other
__device__ void put(int *p, int i) {
  __requires(__ptr_offset_bytes(p) == 0);
  __requires(i == threadIdx.x);
  p[i] = 1;
}

__device__ void other(int *p) {
  __requires(__ptr_offset_bytes(p) == 0);
  p[0] = threadIdx.x;
}

__global__ void k(int *A) { put(A, threadIdx.x); }

__global__ void k2(int *A) { other(A); }
