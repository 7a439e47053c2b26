// OpenCL: the same scratch array made __local: all work-items now write
// the same four elements.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: race on w[
//@ expect-re: kernel 'window' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'window' .*: verified
//@ expect-re: \.cl:(12:10|12:8):
__kernel void window(__global const float *in, __global float *out) {
  __local float w[4];
  size_t i = get_global_id(0);
  w[0] = in[i]; // <- race
  w[1] = in[i + 1];
  w[2] = w[0] + w[1];
  w[3] = w[2] * 0.5f;
  out[i] = w[3];
}
