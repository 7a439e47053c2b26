// --no-inline: every thread writes the same value to p[0] inside the
// function: a benign write, tolerated by the function's own check as it is
// in a kernel.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: device function 'setflag\(int\*\)' .*: verified
//@ expect-re: kernel 'k\(int\*\)' .*: verified
__device__ void setflag(int *p) {
  __requires(__ptr_offset_bytes(p) == 0);
  p[0] = 1;
}

__global__ void k(int *A) {
  setflag(A);
}
