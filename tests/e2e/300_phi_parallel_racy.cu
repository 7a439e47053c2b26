// Loop phis that read each other are assigned in parallel: `prev = cur`
// takes cur's value from the previous iteration, not the one just
// assigned. In the second iteration prev is 0, so every thread with
// t >= 1 writes out[0] with its own id: a write-write race. (prev starts
// thread-dependent and cur is the same for every thread: a lowering that
// assigned cur before thread 2 read it would see prev == blockDim.x.)
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect-re: \.cu:16:26:
//@ expect-not-re: kernel 'shift_regs\(unsigned int\*\)' .*: verified
__global__ void shift_regs(unsigned *out) {
  unsigned t = threadIdx.x;
  unsigned prev = t + blockDim.x, cur = 0;
  for (int i = 0; i < 3; i++) {
    if (prev < t) out[0] = t; // <- race
    prev = cur;
    cur = blockDim.x;
  }
}
