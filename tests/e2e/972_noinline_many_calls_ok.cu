// --no-inline: a kernel that calls one function (with a loop inside) 16
// times. Inlined, the loop and its invariant inference are repeated 16
// times; with --no-inline the function is checked once and each call is
// its contract. (benchmarks/README.md has the times.)
//@ args: --no-inline --blockDim=256 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'k\(const int\*, int\*\)' .*: verified
//@ expect-re: device function 'positives\(const int\*, int, int\)' .*: verified
__device__ int positives(const int *a, int i, int n) {
  __requires(n >= 0 && n <= 32);
  __ensures(__return_val_int() >= 0 && __return_val_int() <= __old_int(n));
  int s = 0;
  for (int j = 0; __invariant(j >= 0 && j <= n && s >= 0 && s <= j), j < n; j++)
    if (a[i + j] > 0)
      s++;
  return s;
}

__global__ void k(const int *A, int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int t = 0;
  t += positives(A, g, 8);
  t += positives(A, g + 1, 8);
  t += positives(A, g + 2, 16);
  t += positives(A, g + 3, 16);
  t += positives(A, 2 * g, 4);
  t += positives(A, 2 * g + 1, 4);
  t += positives(A, 3 * g, 32);
  t += positives(A, 4 * g, 32);
  t += positives(A, g + 8, 8);
  t += positives(A, g + 9, 8);
  t += positives(A, g + 10, 16);
  t += positives(A, g + 11, 16);
  t += positives(A, 5 * g, 4);
  t += positives(A, 6 * g + 1, 4);
  t += positives(A, 7 * g, 32);
  t += positives(A, 8 * g, 32);
  __assert(t >= 0 && t <= 240);
  out[g] = t;
}
