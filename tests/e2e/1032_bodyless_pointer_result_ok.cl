// The result of a body-less function returning a pointer, only compared
// with null: either branch may run, and both write the work-item's own
// element. The call reads and writes all of its argument (a body-less
// call's conservative effect): a private variable here.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect: verified
__global float *lookup(float *base);

__kernel void use(__global float *B) {
  float x = 0;
  __global float *p = lookup(&x);
  if (p != 0)
    B[get_global_id(0)] = 1.0f;
  else
    B[get_global_id(0)] = 2.0f;
}
