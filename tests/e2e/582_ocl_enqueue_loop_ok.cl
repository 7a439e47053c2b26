// Host-guided OpenCL (issue 11, --host): an enqueue in a loop whose global
// and local sizes are both the loop variable: one work-group for every
// iteration (a relation: global == local), so the global barrier orders
// the whole launch.
//@ args: --host=582_ocl_enqueue_loop.host.c
//@ exit: 0
//@ expect-re: kernel 'shift' \(.*\): verified
//@ expect: note: launch at 582_ocl_enqueue_loop.host.c:17: global v0, local v0 (work-groups: v0 / v0)
__kernel void shift(__global int *a) {
  size_t g = get_global_id(0), n = get_global_size(0);
  int v = a[(g + 1) % n];
  barrier(CLK_GLOBAL_MEM_FENCE);
  a[g] = v;
}
