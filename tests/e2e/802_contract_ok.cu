// A device function's contract with inlining: its __requires is checked at
// each call, its __ensures (with __return_val_int, __old_int and a
// short-circuit &&) at each return.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'k[('].*: verified
__device__ int next(int x, int lim) {
  __requires(x >= 0 && x < lim);
  __ensures(__return_val_int() > __old_int(x) && __return_val_int() <= lim);
  if (x + 1 < lim)
    return x + 1;
  return lim;
}

__global__ void k(int *A) {
  int t = threadIdx.x;
  int j = next(t, 64);
  __assert(j > t);
  A[blockIdx.x * 64 + t] = j;
}
