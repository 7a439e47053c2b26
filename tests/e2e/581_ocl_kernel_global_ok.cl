// Host-guided OpenCL (issue 11, --host): the kernel object is kept in a
// static variable (created in one helper, enqueued in another); the
// work-group size 64 that the kernel's local tile assumes comes from there.
//@ args: --host=581_ocl_kernel_global.host.c
//@ exit: 0
//@ expect-re: kernel 'pairs' \(.*\): verified
//@ expect: note: launch at 581_ocl_kernel_global.host.c:24: global
//@ expect: local 64
__kernel void pairs(__global float *a) {
  __local float tile[64];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = a[2 * g];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[2 * g + 1] = tile[63 - l];
}
