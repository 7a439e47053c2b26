// Host-guided OpenCL (issue 11, --host): global 100 with local 64 would
// need non-uniform work-groups, which tandem does not model: the facts
// are refused with a note and the kernel (racy across work-groups) is
// checked for any launch.
//@ args: --host=575_ocl_nonuniform.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: not a multiple of its local size (64): non-uniform work-groups are not supported
__kernel void halves(__global int *a) {
  a[get_local_id(0)] = get_group_id(0);
}
