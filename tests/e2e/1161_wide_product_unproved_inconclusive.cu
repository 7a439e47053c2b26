// 1161_wide_product_racy with too little solver time for the first run to
// find its race: the attempt with the products uninterpreted finds a
// counterexample, which need not be a run (the product's value there may
// be no multiplication's). It must neither prove the kernel nor be reported
// as a race: the kernel stays inconclusive, with a note.
//@ args: --blockDim=256 --gridDim=1024 --rlimit=2000000
//@ exit: 3
//@ expect: did not prove the kernel either (a counterexample, which may not be a run)
//@ expect-not: race on
//@ expect-re: kernel 'rows\(.*\)' \(.*\): inconclusive
__global__ void rows(float *A, int nx, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (i <= nx && j < ny)
    A[(long long)j * nx + i] = i;
}
