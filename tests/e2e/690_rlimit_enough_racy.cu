// The same reduction with the barrier inside the guard's branch removed:
// the race is found under a resource limit as without one. No query ran out
// of units (tandem reads z3's "unknown" answers from Boogie's prover log), so
// the race stands without a caveat.
//@ args: --blockDim=128 --gridDim=1 --rlimit=50000000
//@ exit: 1
//@ expect: race on part[
//@ expect-not: gave up on part of the kernel
//@ expect-not-re: kernel 'halving_sum[('].*: verified
__global__ void halving_sum(int *data) {
  __shared__ int part[128];
  unsigned t = threadIdx.x;
  part[t] = data[t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s]; // <- race: no barrier between the rounds
  }
  if (t == 0)
    data[0] = part[0];
}
