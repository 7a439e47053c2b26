// Every thread increments one global counter with atomicAdd.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'count_positive\(const int\*, unsigned int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void count_positive(const int *v, unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (v[i] > 0)
    atomicAdd(count, 1u);
}
