// 1110_bounded_search_racy with --no-bounded-search: the proof runs out of
// z3 units and nothing follows it, so the kernel is inconclusive (exit 3),
// with no race reported and no note of a search.
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=2000000 --timeout=120 --no-bounded-search
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 2000000 units
//@ expect-not: race on
//@ expect-not: bounded search
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_rows(unsigned *table, int *rows, int n) {
  for (int i = 0; i < n; i++) {
    unsigned x = threadIdx.x + i * blockDim.x;
    x = round(x, 0x2545F491u);
    x = round(x, 0x9E3779B1u);
    x = round(x, 0x85EBCA6Bu);
    x = round(x, 0xC2B2AE35u);
    x = round(x, 0x27D4EB2Fu);
    x = round(x, 0x165667B1u);
    table[x] = threadIdx.x;
    rows[i * blockDim.x + threadIdx.x] = threadIdx.y;
  }
}
