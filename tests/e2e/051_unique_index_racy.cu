// 051_unique_index_ok.cu with --no-refined-atomics: the counter is then an
// arbitrary value and two threads may get the same slot.
//@ args: --blockDim=128 --gridDim=8 --no-refined-atomics -v
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: 051_unique_index_racy\.cu:13:15:
//@ expect-re: kernel 'compact\(const int\*, int\*, unsigned int\*, int\)' \(.*\): [0-9]+ races? found
//@ expect-not: repetition-free
__global__ void compact(const int *in, int *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) {
    unsigned slot = atomicAdd(count, 1u);
    out[slot] = in[i]; // <- race
  }
}
