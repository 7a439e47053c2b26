// --no-inline: a recursive function is checked on its own; its recursive
// call is modelled by its contract and by the footprint of the function
// itself (only reads of `a`). Without --no-inline it is refused.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(const int\*, int\*\)' .*: verified
//@ expect-re: device function 'positives\(const int\*, int\)' .*: verified
__device__ int positives(const int *a, int n) {
  __requires(n >= 0 && n <= 16);
  __ensures(__return_val_int() >= 0 && __return_val_int() <= __old_int(n));
  if (n == 0)
    return 0;
  int r = positives(a, n - 1);
  return a[n - 1] > 0 ? r + 1 : r;
}

__global__ void k(const int *A, int *B) {
  int c = positives(A, 8);
  __assert(c <= 8);
  B[threadIdx.x] = c;
}
