// Host-guided OpenCL (issue 11, --host): the enqueue in main() is one
// work-group, but the kernel object also goes to a function tandem cannot
// see: the host facts are not used (a note says why), and the kernel,
// race-free only as one work-group, is racy for the launches it may get.
//@ args: --host=574_ocl_escaped.host.c
//@ exit: 1
//@ expect: race on data[
//@ expect: note: launches of 'reverse' in the host code not used: its kernel object is used at line 19 other than to set its arguments or enqueue it
__kernel void reverse(__global int *data) {
  size_t l = get_local_id(0);
  int v = data[127 - l];
  barrier(CLK_GLOBAL_MEM_FENCE);
  data[l] = v;
}
