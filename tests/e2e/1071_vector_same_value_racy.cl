// Racy twin of 1071_vector_same_value_ok.cl: lane z of the float4 is the
// work-item's id, so two work-items write different bytes to acc[0].
//@ args: --local_size=64 --num_groups=4 --equality-abstraction
//@ exit: 1
//@ expect: write-write race on acc
//@ expect-not-re: kernel 'same' .*: verified
__kernel void same(__global float4 *acc, __global const int4 *in, __global int4 *out) {
  acc[0] = (float4)(1.0f, 2.0f, (float)get_local_id(0), 4.0f);
  int4 v = in[0];
  out[1] = (int4)(v.x, v.x, v.x, v.x) * 2;
}
