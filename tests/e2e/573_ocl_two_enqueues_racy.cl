// Host-guided OpenCL (issue 11, --host): the racy twin of
// 573_ocl_two_enqueues_ok.cl: the same kernel, but the host enqueues it a
// third time with two work-groups, which the barrier does not order.
//@ args: --host=573_ocl_two_enqueues_racy.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: global 512, local 256 (work-groups: 2)
__kernel void rotate(__global int *a) {
  size_t l = get_local_id(0), n = get_local_size(0);
  int v = a[(l + 1) % n];
  barrier(CLK_GLOBAL_MEM_FENCE);
  a[l] = v;
}
