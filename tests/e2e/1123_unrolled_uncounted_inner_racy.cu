// Where unrolling must refuse: the loop over k runs 5 times, but a loop
// inside it runs n times, and an unrolled body would hold n's loop once per
// copy. Neither is unrolled, so no second proof is tried: the possible race
// of 1123_unrolled_check_ok stays (exit 1), never "verified".
//@ args: --gridDim=4 --blockDim=64
//@ exit: 1
//@ expect: write-write race on buf[
//@ expect: is possible: found in an arbitrary loop iteration
//@ expect-not: verified
//@ expect-not: run that followed, with the loops
__global__ void spread(int *buf, const int *in, int n) {
  unsigned off = 1;
  int acc = 0;
  for (int k = 0; k < 5; k++) {
    for (int j = 0; j < n; j++)
      acc += in[j];
    buf[(blockIdx.x * blockDim.x + threadIdx.x) * 8 + off] = acc;
    off = (off * 3) % 7 + 1;
  }
}
