// A null pointer passed and compared: `p` is null unless the flag is
// set, and every dereference is guarded by `p != 0` (or `p == A`).
// Thread t writes only A[t]: race-free, no null dereference.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'maybe[('].*verified
__device__ void put(int *p, int t) {
  if (p != 0)
    p[t] = t;
}
__global__ void maybe(int *A, int flag) {
  int *p = flag ? A : 0;
  put(p, threadIdx.x);
  if (p == A)
    p[threadIdx.x] += 1;
}
