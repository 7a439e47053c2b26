// 1066_only_requires_ok.cu under --no-annotations, which drops the
// __requires line too: with j free, thread g writes the element thread
// g + j reads.
//@ args: --blockDim=64 --gridDim=2 --no-annotations
//@ exit: 1
//@ expect: race on a[
//@ expect-not: might not
//@ expect-re: kernel 'shift\(int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void shift(int *a, int j) {
  __requires(j == 0);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; __invariant(r < 0), r < 4; r++)
    a[g + j] = a[g] + 1;
}
