// Host-guided OpenCL (issue 11, --host): the racy twin of
// 570_ocl_onegroup_ok.cl: the tile is read at 127 - l without the
// barrier, a race within the one work-group.
//@ args: --host=570_ocl_onegroup.host.c
//@ exit: 1
//@ expect: race on tile[
//@ expect: note: launch at 570_ocl_onegroup.host.c:25: global 128, local 128 (work-groups: 1)
__kernel void reverse(__global int *data) {
  __local int tile[128];
  size_t l = get_local_id(0);
  tile[l] = data[l];
  data[l] = tile[127 - l];
}
