// A loop with a uniform trip count and a barrier in its body; each thread
// only touches its own shared slot and reads the neighbour after the barrier.
// The barrier in the body also ends the interval in which u was read, hence
// the invariants on u.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'relax\(float\*, unsigned int\)' \(.*\): verified
//@ expect-not: race on
__global__ void relax(float *u, unsigned steps) {
  __shared__ float cur[64];
  __shared__ float nxt[64];
  unsigned t = threadIdx.x;
  cur[t] = u[t];
  __syncthreads();
  for (unsigned s = 0;
       __invariant(__no_read(cur)), __invariant(__no_write(cur)),
       __invariant(__no_read(nxt)), __invariant(__no_write(nxt)),
       __invariant(__no_read(u)), __invariant(__no_write(u)),
       s < steps; s++) {
    nxt[t] = 0.5f * (cur[t] + cur[(t + 1) % 64]);
    __syncthreads();
    cur[t] = nxt[t];
    __syncthreads();
  }
  u[t] = cur[t];
}
