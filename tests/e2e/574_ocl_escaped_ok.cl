// Host-guided OpenCL (issue 11, --host): the same escaped kernel object as
// 574_ocl_escaped_racy.cl; a kernel race-free for every launch is still
// verified, with the note that says the host facts were not used.
//@ args: --host=574_ocl_escaped.host.c
//@ exit: 0
//@ expect-re: kernel 'reverse' \(.*\): verified
//@ expect: note: launches of 'reverse' in the host code not used: its kernel object is used at line 19
__kernel void reverse(__global int *data) {
  atomic_add(&data[0], 1);
}
