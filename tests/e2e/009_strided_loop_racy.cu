// Stride of 32 with 64 threads per block: threads t and t+32 both
// process element t+32.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on A[
//@ expect-re: kernel 'double_all\(int\*, unsigned int\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'double_all\(int\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:(11:16|11:10):
__global__ void double_all(int *A, unsigned n) {
  for (unsigned i = threadIdx.x; i < n; i += 32)
    A[i] = 2 * A[i] + threadIdx.x; // <- race
}
