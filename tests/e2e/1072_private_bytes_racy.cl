// Racy twin of 1072_private_bytes_ok.cl: the index is rebuilt from lane 1
// (5 for every work-item) and the value from lane 0 (the global id).
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on out[5]
//@ expect-not-re: kernel 'bytes' .*: verified
static int rebuild(uchar *b) {
  return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24);
}

__kernel void bytes(__global int *out) {
  int4 v = (int4)((int)get_global_id(0), 5, 6, 7);
  out[rebuild((uchar *)&v + 4)] = rebuild((uchar *)&v);
}
