// OpenCL: the coefficients in __global memory, updated by work-item 0
// while the others read them.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: read-write race on coef[
//@ expect-re: kernel 'poly' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'poly' .*: verified
//@ expect-re: \.cl:(13:13|14:10|14:25|14:40|14:54|14:8):
__kernel void poly(__global float *coef, __global const float *x, __global float *y) {
  size_t i = get_global_id(0);
  float v = x[i];
  if (i == 0)
    coef[0] = 1.0f; // <- race
  y[i] = coef[0] + v * (coef[1] + v * (coef[2] + v * coef[3])); // <- race
}
