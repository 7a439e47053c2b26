// OpenCL: float4 loads and stores, one vector per work-item.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'axpy4' \(.*\): verified
//@ expect-not: race on
__kernel void axpy4(float a, __global const float4 *x, __global float4 *y) {
  size_t i = get_global_id(0);
  float4 xv = x[i];
  float4 yv = y[i];
  y[i] = a * xv + yv;
}
