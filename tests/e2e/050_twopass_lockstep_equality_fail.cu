// The two-pass warp method (the default with --warp-sync) on 048_lockstep_equality_fail.cu: it must
// agree with the re-sync method there, and says which pass found a defect.
// Bardsley & Donaldson §3.3: with lock-step warps and the equality
// abstraction, a write by the whole warp must make the array's contents
// arbitrary (the other threads wrote too). Thread 0 sets A[0..2] = 1, then
// every thread clears its own element: the assertion must fail.
//@ args: --blockDim=32 --gridDim=1 --warp-sync=32 --equality-abstraction
//@ exit: 1
//@ expect: assertion might not hold (intra-warp pass)
//@ expect-not: race on
__global__ void clear(int *out) {
  __shared__ int A[32];
  unsigned tid = threadIdx.x;
  if (tid == 0) {
    A[0] = 1;
    A[1] = 1;
    A[2] = 1;
  }
  A[tid] = 0;
  if (tid == 0)
    __assert(A[0] == 1 || A[1] == 1 || A[2] == 1);
}
