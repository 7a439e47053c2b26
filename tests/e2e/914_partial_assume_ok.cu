// An __assume that only thread 0 fails: pairs without thread 0 reach the
// end, so the assumptions are consistent and the proof is not vacuous.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'most\(int\*\)' \(.*\): verified
//@ expect-not: vacuous
__global__ void most(int *A) {
  if (threadIdx.x == 0)
    __assume(false);
  A[threadIdx.x] = 1;
}
