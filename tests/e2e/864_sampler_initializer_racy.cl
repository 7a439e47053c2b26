// Every work-item of a row writes the same pixel: a race on the image.
//@ args: --local_size=8,8 --num_groups=4,4
//@ exit: 1
//@ expect: race on dst
__kernel void copy(__write_only image2d_t dst, __read_only image2d_t src) {
  const sampler_t loc = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, (int2)(0, p.y), read_imagef(src, loc, p));
}
