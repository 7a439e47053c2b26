// OpenCL: launch given as --global_size and --local_size (4 groups).
//@ args: --global_size=256 --local_size=64
//@ exit: 0
//@ expect-re: kernel 'offset_copy' \(.*\): verified
//@ expect-not: race on
__kernel void offset_copy(__global const int *src, __global int *dst, int shift) {
  size_t i = get_global_id(0);
  dst[i] = src[i] + shift;
}
