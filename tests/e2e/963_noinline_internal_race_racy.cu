// --no-inline: a race inside the function's body (every thread writes
// p[0] with its own value) is found by the function's own check and
// reported there; the kernel's check leaves pairs of accesses through the
// same parameter to it, so the kernel is not verified either.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on p[0] (intra-warp race) in device function 'setflag(int*)'
//@ expect: 963_noinline_internal_race_racy.cu:12:8
//@ expect-re: kernel 'k\(int\*\)' .*: inconclusive \(it calls device function 'setflag\(int\*\)', whose own check did not verify
__device__ void setflag(int *p) {
  __requires(__ptr_offset_bytes(p) == 0);
  p[0] = threadIdx.x;
}

__global__ void k(int *A) {
  setflag(A);
}
