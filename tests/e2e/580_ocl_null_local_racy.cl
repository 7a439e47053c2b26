// Host-guided OpenCL (issue 11, --host): the racy twin of
// 580_ocl_null_local_ok.cl: rotated modulo 2048, work-items i and i + 2048
// of the 4096 write the same element, whatever local size is picked.
//@ args: --host=580_ocl_null_local.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: global 4096, local v0 (work-groups: 4096 / v0)
__kernel void mirror(__global int *a) {
  size_t i = get_global_id(0);
  a[(i + 1) % 2048] = i;
}
