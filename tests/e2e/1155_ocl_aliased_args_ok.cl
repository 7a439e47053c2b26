// The twin of 1155_ocl_aliased_args_racy.cl: with one buffer as both
// arguments, each work-item reads and writes only its own elements, so
// the in-place enqueue verifies with the two checked as one array.
//@ args: --host=1155_ocl_aliased_args.host.c
//@ exit: 0
//@ expect-re: kernel 'pairs' \(.*\): verified
//@ expect: checked as one array, named 'src' in reports
__kernel void pairs(__global const int *src, __global int *dst) {
  int i = get_global_id(0);
  dst[2 * i] = src[2 * i] + src[2 * i + 1];
}
