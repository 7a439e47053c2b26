// The same atomics plus a non-atomic read-modify-write of stats[1].
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on stats[
//@ expect-re: kernel 'lock_stats\(int\*, int\*, unsigned int\*, float\*, const float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'lock_stats\(int\*, int\*, unsigned int\*, float\*, const float\*\)' .*: verified
//@ expect-re: \.cu:(17:7|18:14|13:[0-9]+):
__global__ void lock_stats(int *lock, int *stats, unsigned *bits, float *sum, const float *v) {
  unsigned t = threadIdx.x;
  if (atomicCAS(lock, 0, 1) == 0)
    atomicExch(lock, 0);
  atomicMin(&stats[0], (int)t);
  atomicMax(&stats[1], (int)t); // <- race
  atomicAdd_block(&stats[2], 1);
  atomicOr(bits, 1u << (t % 32));
  atomicAdd(sum, v[t]);
  if (stats[1] < (int)t) // <- race
    stats[1] = t; // <- race
}
