// Host-guided OpenCL (issue 11, --host): the racy twin of
// 571_ocl_sizes_from_n_ok.cl: wrapping at n / 2 makes work-items i and
// i + n / 2 write the same element, whatever n the host reads.
//@ args: --host=571_ocl_sizes_from_n.host.c
//@ exit: 1
//@ expect: race on out[
//@ expect: note: launch at 571_ocl_sizes_from_n.host.c:23: global n, local 64 (work-groups: n / 64), n = (v0 > 1) ? v1 : 4096
__kernel void wrap(__global int *out, int n) {
  int i = get_global_id(0);
  out[(i + 1) % (n / 2)] = i;
}
