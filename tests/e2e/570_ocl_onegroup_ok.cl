// Host-guided OpenCL (issue 11, --host): the kernel indexes a buffer by
// get_local_id only, which is race-free only because the host enqueues
// one work-group (global 128 = local 128). No geometry flags.
//@ args: --host=570_ocl_onegroup.host.c
//@ exit: 0
//@ expect-re: kernel 'reverse' \(.*\): verified
//@ expect: note: launch at 570_ocl_onegroup.host.c:25: global 128, local 128 (work-groups: 1)
__kernel void reverse(__global int *data) {
  __local int tile[128];
  size_t l = get_local_id(0);
  tile[l] = data[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[l] = tile[127 - l];
}
