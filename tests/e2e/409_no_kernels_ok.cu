// A file of host code only: a note, exit 0 (a batch over a source tree
// must not fail on it).
//@ args: --blockDim=64
//@ exit: 0
//@ expect: note: 409_no_kernels_ok.cu: no GPU kernels in this file: nothing to verify
//@ expect-not: error
int add(int a, int b) { return a + b; }
