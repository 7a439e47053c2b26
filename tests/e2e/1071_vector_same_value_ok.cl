// A vector store is one store per lane with the lane's value: every
// work-item writing the same float4 to acc[0] is a benign race (the same
// bytes), as in GPUVerify; so is a vector built from the lanes of one
// loaded under --equality-abstraction (both work-items read the same in[0]).
//@ args: --local_size=64 --num_groups=4 --equality-abstraction
//@ exit: 0
//@ expect-re: kernel 'same' \(.*\): verified
__kernel void same(__global float4 *acc, __global const int4 *in, __global int4 *out) {
  acc[0] = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  int4 v = in[0];
  out[1] = (int4)(v.x, v.x, v.x, v.x) * 2;
}
