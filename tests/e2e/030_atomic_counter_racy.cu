// An atomic increment racing with a plain store by thread 0.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: atomic-write race on count[
//@ expect-re: kernel 'count_positive\(const int\*, unsigned int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'count_positive\(const int\*, unsigned int\*\)' .*: verified
//@ expect-re: \.cu:(11:12|13:[0-9]+):
__global__ void count_positive(const int *v, unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    *count = 0; // <- race
  if (v[i] > 0)
    atomicAdd(count, 1u); // <- race
}
