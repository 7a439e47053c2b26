// The precondition says n == 3, the command line pins n to 5: no launch
// satisfies both, so nothing is proven.
//@ args: --blockDim=32 --gridDim=1 --kernel-args=halves,*,5
//@ exit: 3
//@ expect-re: kernel 'halves\(int\*, unsigned int\)' \(.*\): inconclusive \(vacuous
//@ expect-not: verified
__global__ void halves(int *A, unsigned n) {
  __requires(n == 3);
  A[threadIdx.x % n] = 1; // a race for every n < 32
}
