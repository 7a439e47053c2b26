// Images are arrays: each work-item reads any pixels of the read_only
// image (never racing) and writes its own pixel (x, y) of the write-only
// one. Race-free.
//@ args: --local_size=8,8 --num_groups=2,2
//@ exit: 0
//@ expect-re: kernel 'blur.*verified
__kernel void blur(__read_only image2d_t src, __write_only image2d_t dst, sampler_t s) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 a = read_imagef(src, s, (int2)(x - 1, y));
  float4 b = read_imagef(src, s, (int2)(x + 1, y));
  write_imagef(dst, (int2)(x, y), (a + b) * 0.5f);
}
