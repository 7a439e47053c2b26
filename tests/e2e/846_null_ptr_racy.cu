// A null pointer passed and compared: `p` is null unless the flag is
// set, and thread 0 dereferences it without testing: a null pointer
// dereference at line 16.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: 846_null_ptr_racy.cu:16:
//@ expect: null pointer dereference
__device__ void put(int *p, int t) {
  if (p != 0)
    p[t] = t;
}
__global__ void maybe(int *A, int flag) {
  int *p = flag ? A : 0;
  put(p, threadIdx.x);
  if (threadIdx.x == 0)
    *p = 7;
}
