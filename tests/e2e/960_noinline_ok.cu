// --no-inline: `put` and `twice` have contracts, so each is checked once on
// its own (requires assumed for both threads, races inside checked, ensures
// asserted) and every call uses the contract and the footprint (what the
// function reads and writes). `scale` has no contract: still inlined.
//@ args: --no-inline --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'k\(int\*, const int\*\)' .*: verified
//@ expect-re: device function 'put\(int\*, int, int\)' .*: verified
//@ expect-re: device function 'twice\(const int\*, int\)' .*: verified
//@ expect-not: device function 'scale
__device__ void put(int *p, int i, int v) {
  __requires(__ptr_offset_bytes(p) == 0);
  __requires(i == blockIdx.x * blockDim.x + threadIdx.x);
  p[i] = v;
}

__device__ int twice(const int *a, int i) {
  __requires(i >= 0);
  __ensures((__return_val_int() & 1) == 0);
  return a[i] * 2;
}

__device__ int scale(int x) { return 3 * x; }

__global__ void k(int *A, const int *B) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int s = 0;
  for (int j = 0; __invariant((s & 1) == 0), j < 4; j++)
    s += twice(B, g + j);
  __assert((s & 1) == 0); // from twice's __ensures, assumed after each call
  put(A, g, scale(s));
}
