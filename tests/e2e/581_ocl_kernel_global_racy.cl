// Host-guided OpenCL (issue 11, --host): the racy twin of
// 581_ocl_kernel_global_ok.cl: the tile is read at 63 - l before the
// barrier instead of after it.
//@ args: --host=581_ocl_kernel_global.host.c
//@ exit: 1
//@ expect: race on tile[
//@ expect: local 64
__kernel void pairs(__global float *a) {
  __local float tile[64];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = a[2 * g];
  a[2 * g + 1] = tile[63 - l];
  barrier(CLK_LOCAL_MEM_FENCE);
}
