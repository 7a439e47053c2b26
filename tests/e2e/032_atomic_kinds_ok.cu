// A mix of atomic operations (CAS, exchange, min/max, and/or, block scope
// within a single block) on shared words: atomics never race with atomics.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'lock_stats\(int\*, int\*, unsigned int\*, float\*, const float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void lock_stats(int *lock, int *stats, unsigned *bits, float *sum, const float *v) {
  unsigned t = threadIdx.x;
  if (atomicCAS(lock, 0, 1) == 0)
    atomicExch(lock, 0);
  atomicMin(&stats[0], (int)t);
  atomicMax(&stats[1], (int)t);
  atomicAdd_block(&stats[2], 1);
  atomicSub(&stats[3], 1);
  atomicOr(bits, 1u << (t % 32));
  atomicAnd(bits + 1, ~(1u << (t % 32)));
  atomicInc(bits + 2, 100u);
  atomicAdd(sum, v[t]);
}
