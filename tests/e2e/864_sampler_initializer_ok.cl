// Samplers from constant initializers (a program-scope constant and a
// local one): read_imagef does not look at them; each work-item writes its
// own pixel.
//@ args: --local_size=8,8 --num_groups=4,4
//@ exit: 0
//@ expect: verified
__constant sampler_t glob = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

__kernel void copy(__write_only image2d_t dst, __read_only image2d_t src) {
  const sampler_t loc = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 a = read_imagef(src, glob, p), b = read_imagef(src, loc, p);
  write_imagef(dst, p, a + b);
}
