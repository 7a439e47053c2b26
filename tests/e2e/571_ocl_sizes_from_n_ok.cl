// Host-guided OpenCL (issue 11, --host): the kernel wraps its index at n,
// race-free only because the host's global size is n itself (read at run
// time, 64 | n checked before the enqueue). No geometry flags.
//@ args: --host=571_ocl_sizes_from_n.host.c
//@ exit: 0
//@ expect-re: kernel 'wrap' \(.*\): verified
//@ expect: note: launch at 571_ocl_sizes_from_n.host.c:23: global n, local 64 (work-groups: n / 64), n = (v0 > 1) ? v1 : 4096
__kernel void wrap(__global int *out, int n) {
  int i = get_global_id(0);
  out[(i + 1) % n] = i;
}
