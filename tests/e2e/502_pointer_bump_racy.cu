// Bumped by half a block: thread t + 32 touches element t + 32, which
// thread t reaches in its second iteration.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on a[
//@ expect-not: verified
__global__ void bump(int *a, int n) {
  int *p = a + threadIdx.x;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    *p = 2 * *p;
    p += blockDim.x / 2;
  }
}
