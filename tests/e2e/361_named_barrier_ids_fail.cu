// Every thread must reach barrier 1 (no count), but warp 0 waits at
// barrier 1 and the others at barrier 2: a deadlock, reported as barrier
// divergence.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: barrier divergence
//@ expect-not-re: kernel 'split\(int\*\)' .*: verified
__global__ void split(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __barrier_sync(t < 32 ? 1 : 2);
  out[t] = s[63 - t];
}
