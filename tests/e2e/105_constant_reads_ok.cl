// OpenCL: every work-item reads the same __constant coefficients; constant
// memory is read-only and never races.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'poly' \(.*\): verified
//@ expect-not: race on
__kernel void poly(__constant float *coef, __global const float *x, __global float *y) {
  size_t i = get_global_id(0);
  float v = x[i];
  y[i] = coef[0] + v * (coef[1] + v * (coef[2] + v * coef[3]));
}
