// OpenCL: an __assert that fails for work-items of group 1.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-not-re: kernel 'ids' .*: verified
//@ expect-re: \.cl:10:3:
__kernel void ids(__global uint *A) {
  uint l = get_local_id(0);
  uint g = get_global_id(0);
  __assert(g == l); // <- defect
  A[g] = l;
}
