// A device function without a body that returns a pointer: tandem cannot
// say where the result points (GPUVerify: "possible null pointer access"),
// so dereferencing it is a defect at the access.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: dereference of the pointer returned by 'lookup', which has no body
//@ expect: :12:
__global float *lookup(__global float *base, int i);

__kernel void use(__global float *A) {
  __global float *p = lookup(A, get_global_id(0));
  p[0] = 1.0f;
}
