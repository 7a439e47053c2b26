// The OpenCL twin of 1119_flat_recheck_racy: get_global_id(0) only, racy
// for work-groups with more than one work-item in dimension 1 or 2 (exit 1);
// the re-check with those dimensions of size 1 proves it (get_global_id's
// 64-bit sum of zero-extended ids has its injectivity stated), and the
// note names OpenCL's sizes.
//@ exit: 1
//@ expect: race on a[
//@ expect: for launches with get_local_size(1) = get_num_groups(1) = 1 and get_local_size(2) = get_num_groups(2) = 1, 'scale' is verified
__kernel void scale(__global float *a, int n) {
  int i = get_global_id(0);
  if (i < n)
    a[i] *= 2.0f;
}
