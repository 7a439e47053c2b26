// Host-guided OpenCL (issue 11, --host): the host enqueues one work-group
// of 128 (570_ocl_onegroup.host.c), but the command line's geometry wins,
// with a note; as two work-groups of 64 the kernel races.
//@ args: --host=570_ocl_onegroup.host.c --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: race on
//@ expect: note: the command line's block size differs from the launch at line 25 (128): the command line's is used
//@ expect: note: the command line's grid size differs from the launch at line 25 (1): the command line's is used
__kernel void reverse(__global int *data) {
  __local int tile[128];
  size_t l = get_local_id(0);
  tile[l] = data[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[l] = tile[127 - l];
}
