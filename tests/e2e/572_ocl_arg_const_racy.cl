// Host-guided OpenCL (issue 11, --host): the racy twin of
// 572_ocl_arg_const_ok.cl: with the host's stride 2, i * stride + 2 is
// the next work-item's i * stride.
//@ args: --host=572_ocl_arg_const.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: stride = 2
__kernel void spread(__global int *a, int stride) {
  int i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  a[i * stride] = i;
  a[i * stride + 2] = -i;
}
