// --global_offset (GPUVerify's option): get_global_id includes the launch's
// offset and get_global_offset returns it. With an offset of 64 no
// work-item has a global id below 64, so the write to out[0] never runs.
//@ args: --local_size=64 --num_groups=2 --global_offset=64
//@ exit: 0
//@ expect-re: kernel 'shifted' \(.*\): verified
__kernel void shifted(__global int *out) {
  size_t g = get_global_id(0);
  if (g < 64)
    out[0] = g;
  out[g - get_global_offset(0) + 1000] = 1;
}
