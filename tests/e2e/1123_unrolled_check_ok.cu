// A loop of 5 iterations whose offset steps by a rule no candidate invariant
// describes: off runs 1, 4, 6, 5, 2, always in 1..7, so each thread writes
// only its own 8-element row. With the loop cut at its head, off is any
// value there and the first proof reports a possible write-write race that
// unwinding does not reach. tandem then proves the kernel once more with
// the loop unrolled (docs/encodings.md §31): each iteration's off is a
// constant, and the kernel is verified; the possible race is not reported.
//@ args: --gridDim=4 --blockDim=64
//@ exit: 0
//@ expect: kernel 'spread(int*, const int*)' (1123_unrolled_check_ok.cu): verified
//@ expect: the first proof's defects were not reached by unwinding (maybe a loop invariant too weak); the run that followed, with the loops that run a constant number of times unrolled (1 loop nest), proved the kernel
//@ expect-not: race on
//@ expect-not: is possible
__global__ void spread(int *buf, const int *in) {
  unsigned off = 1;
  for (int k = 0; k < 5; k++) {
    buf[(blockIdx.x * blockDim.x + threadIdx.x) * 8 + off] = in[k];
    off = (off * 3) % 7 + 1;
  }
}
