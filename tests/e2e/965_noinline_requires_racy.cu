// --no-inline: a call that breaks the callee's __requires is reported in
// the caller's check (at the __requires line); the function's own check
// assumes it and verifies.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: 965_noinline_requires_racy.cu:11:3: error: assertion might not hold in kernel 'k(int*)'
//@ expect-re: device function 'put\(int\*, int\)' .*: verified
//@ expect-not-re: kernel 'k.*: verified
__device__ void put(int *p, int i) {
  __requires(__ptr_offset_bytes(p) == 0);
  __requires(i == threadIdx.x);
  p[i] = 1;
}

__global__ void k(int *A) {
  put(A, threadIdx.x + 1);
}
