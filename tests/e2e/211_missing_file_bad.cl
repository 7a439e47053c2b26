// Bad input (OpenCL): the file to check does not exist.
//@ input: no_such_kernel.cl
//@ exit: 2
//@ expect: no_such_kernel.cl
//@ expect-not: verified
__kernel void unused(__global int *A) { A[get_local_id(0)] = 0; }
