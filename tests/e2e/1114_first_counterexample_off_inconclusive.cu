// 1114_first_counterexample_racy with --no-bounded-search: the race found
// beside z3's "unknown" is not reported and no search follows, so the
// kernel is inconclusive (exit 3). (--no-unrolled-proof: the proof with the
// loop of 4 unrolled would find the race too; 1123 shows that run;
// --no-direct-proof as there.)
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=10000000 --timeout=120 --no-bounded-search --no-unrolled-proof --no-direct-proof
//@ exit: 3
//@ expect-re: [0-9]+ possible defects? not reported: the solver gave up
//@ expect: inconclusive (solver reached the resource limit of 10000000 units
//@ expect-not: race on
//@ expect-not: search that followed
__device__ unsigned round(unsigned x, unsigned k) {
  x = x + 2 * x * x;
  x ^= x >> 7;
  return x * k;
}

__global__ void scatter_then_total(unsigned *table, const int *weights, int *total, int n) {
  unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
  for (int i = 0; i < n; i++) {
    unsigned x = tid + i * blockDim.x * blockDim.y;
    x = round(x, 0x2545F491u);
    x = round(x, 0x9E3779B1u);
    x = round(x, 0x85EBCA6Bu);
    x = round(x, 0xC2B2AE35u);
    x = round(x, 0x27D4EB2Fu);
    x = round(x, 0x165667B1u);
    table[x] = tid;
  }
  int s = 0;
  for (int k = 0; k < 4; k++)
    s += weights[k];
  total[threadIdx.x] = s + threadIdx.y; // <- threads (x,0) and (x,1) race here
}
