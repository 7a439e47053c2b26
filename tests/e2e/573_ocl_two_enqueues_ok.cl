// Host-guided OpenCL (issue 11, --host): two enqueues of different sizes,
// each one work-group, so each is one run and both are checked; the
// kernel's global buffer is shared by all work-items, race-free only
// within one work-group (the barrier orders them).
//@ args: --host=573_ocl_two_enqueues.host.c
//@ exit: 0
//@ expect-re: kernel 'rotate' \(.*\): verified
//@ expect: global 64, local 64 (work-groups: 1)
//@ expect: global 256, local 256 (work-groups: 1)
__kernel void rotate(__global int *a) {
  size_t l = get_local_id(0), n = get_local_size(0);
  int v = a[(l + 1) % n];
  barrier(CLK_GLOBAL_MEM_FENCE);
  a[l] = v;
}
