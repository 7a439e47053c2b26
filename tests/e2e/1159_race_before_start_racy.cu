// Threads 2k and 2k + 1 write different values to the same element before
// the arrays' start (index -1 - t / 2). The byte offset is a signed
// quantity (C's int index, sign-extended): the report names the negative
// element (X[-1 - k], C[-3 - k]), where it used to say X[?]. Counterexamples
// of a too weak loop invariant often lie before an array's start, so the
// negative index is also a hint that such a race may be spurious.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on X[-
//@ expect: write-write race on C[-
//@ expect-re: writes X\[-[0-9]+\]
//@ expect-not: [?]
//@ expect-re: kernel 'before_start\(.*\)' \(.*\): 2 races found
__global__ void before_start(float *X, char *C) {
  int t = threadIdx.x;
  X[-1 - t / 2] = t;
  C[-3 - t / 2] = (char)t;
}
