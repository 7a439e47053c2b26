// 1153_kernel_timeout_inconclusive with a race after the loop: every
// thread writes *last. The first run's loop-invariant inference runs out
// of its 1 s (a quarter of the 2 s budget, and at least a second), so the
// race it may see beside that time-out is not trusted, and the searches
// that would report it (docs/encodings.md §30) are not run once the
// budget is spent: the budget never turns a time-out into a verdict.
// The kernel is inconclusive (exit 3), with the note, and no race is
// reported. (With the budget at its default, the searches find it.)
//@ args: --gridDim=1 --timeout=2 --kernel-timeout=2
//@ exit: 3
//@ expect: note: the kernel's solver time, 2 s in all, is spent (--kernel-timeout)
//@ expect-not: race on
//@ expect-not: verified
__device__ unsigned mix(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 9;
  return x * k;
}

__global__ void bins_last(unsigned *table, unsigned *last, int n) {
  unsigned h = threadIdx.x;
  for (int i = 0; i < n; i++) {
    h = mix(h, 0x9E3779B1u);
    h = mix(h, 0x2545F491u);
  }
  table[h] = threadIdx.x;
  *last = h;
}
