// Host-guided OpenCL (issue 11, --host): the racy twin of
// 582_ocl_enqueue_loop_ok.cl, without the barrier: within the one
// work-group, g reads what g + 1 writes.
//@ args: --host=582_ocl_enqueue_loop.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: global v0, local v0 (work-groups: v0 / v0)
__kernel void shift(__global int *a) {
  size_t g = get_global_id(0), n = get_global_size(0);
  int v = a[(g + 1) % n];
  a[g] = v;
}
