// Host-guided OpenCL (issue 11): --no-host turns --host off: the kernel of
// 570_ocl_onegroup_ok.cl, race-free only as one work-group, is checked
// for any launch and races.
//@ args: --host=570_ocl_onegroup.host.c --no-host
//@ exit: 1
//@ expect: race on
//@ expect-not: note: launch at
__kernel void reverse(__global int *data) {
  __local int tile[128];
  size_t l = get_local_id(0);
  tile[l] = data[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[l] = tile[127 - l];
}
