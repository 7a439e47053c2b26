// Images are arrays: every work-item writes pixel (0, y) of a write-only
// image, so work-items of one row collide: a write-write race on `dst`.
// Reads of the read_only image `src` never race.
//@ args: --local_size=8,8 --num_groups=1,1
//@ exit: 1
//@ expect: write-write race on dst
__kernel void stamp(__read_only image2d_t src, __write_only image2d_t dst, sampler_t s) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 c = read_imagef(src, s, (int2)(x, y));
  write_imagef(dst, (int2)(0, y), c);
}
