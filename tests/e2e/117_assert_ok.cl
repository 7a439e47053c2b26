// OpenCL: __assert of a property of the work-item ids.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'ids' \(.*\): verified
//@ expect-not: race on
//@ expect-not: assertion might not hold
__kernel void ids(__global uint *A) {
  uint l = get_local_id(0);
  uint g = get_global_id(0);
  __assert(g % 64 == l);
  A[g] = l;
}
