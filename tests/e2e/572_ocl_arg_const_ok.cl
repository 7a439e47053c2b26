// Host-guided OpenCL (issue 11, --host): a stride set by clSetKernelArg to
// the constant 2 spreads the writes apart; with any stride (0) they would
// collide. No flags: the stride and the 2-D sizes come from the host.
//@ args: --host=572_ocl_arg_const.host.c
//@ exit: 0
//@ expect-re: kernel 'spread' \(.*\): verified
//@ expect: note: launch at 572_ocl_arg_const.host.c:19: global (256, 4, 1), local 64 (work-groups: (4, 4, 1)), stride = 2
__kernel void spread(__global int *a, int stride) {
  int i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  a[i * stride] = i;
  a[i * stride + 1] = -i;
}
