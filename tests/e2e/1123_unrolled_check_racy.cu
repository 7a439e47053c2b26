// 1123_unrolled_check_ok with an offset rule that leaves the row: off runs
// 1, 3, 9, 5, 4, and in iteration 3 thread t writes element 8t + 9, which
// thread t + 1 writes in iteration 1. The race is reported with both
// iterations (found by the unwinding re-check; the unrolled proof is not
// needed for it).
//@ args: --gridDim=4 --blockDim=64
//@ exit: 1
//@ expect: write-write race on buf[
//@ expect: in iteration 3 of the loop at line 15
//@ expect: in iteration 1 of the loop at line 15
//@ expect-not: verified
//@ expect-not: is possible
__global__ void spread(int *buf, const int *in) {
  unsigned off = 1;
  for (int k = 0; k < 5; k++) {
    buf[(blockIdx.x * blockDim.x + threadIdx.x) * 8 + off] = in[k];
    off = (off * 3) % 11;
  }
}
