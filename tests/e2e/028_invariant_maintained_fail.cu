// An invariant that holds on entry but is not maintained by the loop body.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: loop invariant might not
//@ expect-not-re: kernel 'stuck\(int\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:9:8:
__global__ void stuck(int *A, unsigned n) {
  for (unsigned i = threadIdx.x;
       __invariant(i == threadIdx.x), // <- defect
       i < n; i += blockDim.x)
    A[i] = 0;
}
