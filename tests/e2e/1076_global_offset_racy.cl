// Racy twin of 1076_global_offset_ok.cl: with an offset of 32 the first 32
// work-items have global ids below 64 and all write out[0].
//@ args: --local_size=64 --num_groups=2 --global_offset=32
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect-not-re: kernel 'shifted' .*: verified
__kernel void shifted(__global int *out) {
  size_t g = get_global_id(0);
  if (g < 64)
    out[0] = g;
  out[g - get_global_offset(0) + 1000] = 1;
}
