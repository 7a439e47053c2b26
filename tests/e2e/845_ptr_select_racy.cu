// A pointer chosen between two arrays (`p = c ? A : B`) and advanced
// through a phi in a loop: odd threads write A, even threads B, each at
// its own index, but thread t also reads p[t + 1], its neighbour's
// element in the same array, with no barrier: a race on B (or A).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect-re: race on (A|B)\[
__global__ void pick(int *A, int *B) {
  unsigned t = threadIdx.x;
  int *p = (t & 1) ? A : B;
  p[t] = 1;
  int x = p[(t + 2) % 64];
  A[64 + t] = x;
}
