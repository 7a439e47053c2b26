// OpenCL: the host sets one cl_mem as both buffer arguments, so `src` and
// `dst` are one array for this enqueue: work-item i writes element 2i,
// which work-item i - 1 reads as src[2(i - 1) + 2]. With the two
// parameters as distinct arrays (the no-alias assumption) the race would
// be missed.
//@ args: --host=1155_ocl_aliased_args.host.c
//@ exit: 1
//@ expect: read-write race on src[
//@ expect: note: the enqueue at line 17 sets the same buffer as 'src' and 'dst', and the kernel writes through 'dst': the two are checked as one array, named 'src' in reports
//@ expect-not: verified
__kernel void pairs(__global const int *src, __global int *dst) {
  int i = get_global_id(0);
  dst[2 * i] = src[2 * i + 2];
}
