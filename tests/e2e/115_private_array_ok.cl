// OpenCL: a __private array indexed identically by all work-items: private
// memory is never shared.
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'window' \(.*\): verified
//@ expect-not: race on
__kernel void window(__global const float *in, __global float *out) {
  float w[4];
  size_t i = get_global_id(0);
  w[0] = in[i];
  w[1] = in[i + 1];
  w[2] = w[0] + w[1];
  w[3] = w[2] * 0.5f;
  out[i] = w[3];
}
