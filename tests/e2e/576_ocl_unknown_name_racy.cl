// Host-guided OpenCL (issue 11, --host): one enqueue is of 'tile' as one
// work-group, but another enqueues a kernel created by a name read at run
// time: no kernel gets host facts, and 'tile' is racy for other launches.
//@ args: --host=576_ocl_unknown_name.host.c
//@ exit: 1
//@ expect: race on a[
//@ expect: note: launches of 'tile' in the host code not used: a kernel is created at line 13 by a name tandem cannot read
__kernel void tile(__global int *a) {
  a[get_local_id(0)] = get_group_id(0);
}
