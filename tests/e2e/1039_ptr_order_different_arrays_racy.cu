// The same comparison guarding a racy write: the outcome between A and B is
// arbitrary, so the branch is not dead and the race is found.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 1
//@ expect: race on A[0]
__global__ void order(int *A, int *B, int c) {
  int *p = c ? A : B;
  int *q = B;
  if (p > q)
    A[0] = threadIdx.x;
}
