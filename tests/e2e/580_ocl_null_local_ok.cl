// Host-guided OpenCL (issue 11, --host): a NULL local size. The work-group
// size is the implementation's (any divisor of 4096, an unknown in the
// note), but the global size is 4096, so the rotated index is one-to-one.
//@ args: --host=580_ocl_null_local.host.c
//@ exit: 0
//@ expect-re: kernel 'mirror' \(.*\): verified
//@ expect: note: launch at 580_ocl_null_local.host.c:16: global 4096, local v0 (work-groups: 4096 / v0)
//@ expect: on the path: (4096 % v0) == 0
__kernel void mirror(__global int *a) {
  size_t i = get_global_id(0);
  a[(i + 1) % 4096] = i;
}
