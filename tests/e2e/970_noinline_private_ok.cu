// --no-inline: a function called only with pointers to the caller's own
// variables: its parameters are private in its own check (no races between
// two threads' copies), and after each call the variables hold what its
// __ensures says (their old contents are forgotten).
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(const int\*, int\*\)' .*: verified
//@ expect-re: device function 'order\(int\*, int\*\)' .*: verified
__device__ void order(int *a, int *b) {
  __requires(__ptr_offset_bytes(a) == 0 && __ptr_offset_bytes(b) == 0);
  __ensures(*a <= *b);
  if (*a > *b) {
    int t = *a;
    *a = *b;
    *b = t;
  }
}

__global__ void k(const int *A, int *B) {
  int x = A[threadIdx.x], y = A[threadIdx.x + 64];
  order(&x, &y);
  __assert(x <= y);
  B[threadIdx.x] = y - x;
}
