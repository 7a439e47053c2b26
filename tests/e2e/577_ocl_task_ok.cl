// Host-guided OpenCL (issue 11, --host): clEnqueueTask runs one work-item,
// so a serial loop that every work-item would race on is race-free.
//@ args: --host=577_ocl_task.host.c
//@ exit: 0
//@ expect-re: kernel 'serial_sum' \(.*\): verified
//@ expect: note: launch at 577_ocl_task.host.c:16: global 1, local 1 (work-groups: 1), n = 1024
__kernel void serial_sum(__global int *a, int n) {
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}
