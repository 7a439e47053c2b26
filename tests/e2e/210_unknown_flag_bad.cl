// Bad input (OpenCL): an unknown command-line option.
//@ args: --local_size=32 --frobnicate
//@ exit: 2
//@ expect: --frobnicate
//@ expect-not: verified
__kernel void fine(__global int *A) { A[get_local_id(0)] = 1; }
