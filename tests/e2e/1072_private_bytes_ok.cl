// A private vector read back byte by byte (a char * view of an int4): the
// private array is a map of bytes, so the bytes of lane 0 rebuild the
// global id and each work-item writes its own element.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'bytes' \(.*\): verified
static int rebuild(uchar *b) {
  return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24);
}

__kernel void bytes(__global int *out) {
  int4 v = (int4)((int)get_global_id(0), 5, 6, 7);
  out[rebuild((uchar *)&v)] = rebuild((uchar *)&v + 4);
}
