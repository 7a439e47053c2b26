// Loop phis that read each other are assigned in parallel (see the racy
// twin). From the second iteration on prev is the same for every thread
// (0, then 1), so s[(t + prev) % 64] is a permutation of the block in each
// iteration, and the barrier separates iterations: race-free. A lowering
// that let thread 2 read the cur just assigned would make its prev one
// larger than thread 1's (the invariant would fail) and report a race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'rotate_regs\(unsigned int\*\)' .*: verified
__global__ void rotate_regs(unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x;
  unsigned prev = t, cur = 0;
  for (int i = 0;
       __invariant(i >= 0 && (i == 0 ? prev == t && cur == 0 : prev == (i == 1 ? 0 : 1) && cur == 1)),
       i < 3; i++) {
    if (i > 0) s[(t + prev) % 64] = t;
    __syncthreads();
    prev = cur;
    cur = 1;
  }
  out[t] = s[t];
}
