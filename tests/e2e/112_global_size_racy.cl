// OpenCL: --global_size=256 --local_size=64 with dst indexed by the local
// id: the 4 groups collide.
//@ args: --global_size=256 --local_size=64
//@ exit: 1
//@ expect: write-write race on dst[
//@ expect-re: kernel 'offset_copy' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'offset_copy' .*: verified
//@ expect-re: \.cl:(11:26|11:24):
__kernel void offset_copy(__global const int *src, __global int *dst, int shift) {
  size_t i = get_global_id(0);
  dst[get_local_id(0)] = src[i] + shift; // <- race
}
