// A pointer bumped by blockDim.x elements: thread t touches elements
// t, t + 64, ... only. Its byte offset is 4 * (t + 64k): the residue class
// of the element index, not of the byte, is the thread's id.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'bump\(int\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void bump(int *a, int n) {
  int *p = a + threadIdx.x;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    *p = 2 * *p;
    p += blockDim.x;
  }
}
