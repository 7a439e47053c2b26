// --only-requires (GPUVerify's option) reads the __requires line and drops
// the __invariant line, here a wrong one: with j == 0 every
// thread copies its own element onto itself.
//@ args: --blockDim=64 --gridDim=2 --only-requires
//@ exit: 0
//@ expect-re: kernel 'shift\(int\*, int\)' \(.*\): verified
//@ expect-not: might not
//@ expect-not: race on
__global__ void shift(int *a, int j) {
  __requires(j == 0);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; __invariant(r < 0), r < 4; r++)
    a[g + j] = a[g] + 1;
}
