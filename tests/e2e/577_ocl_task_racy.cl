// Host-guided OpenCL (issue 11, --host): the serial loop of
// 577_ocl_task_ok.cl without --host: verified for any launch, where two
// work-items run it at once and race.
//@ exit: 1
//@ expect: race on a[
__kernel void serial_sum(__global int *a, int n) {
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}
