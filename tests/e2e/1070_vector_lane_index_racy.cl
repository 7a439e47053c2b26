// Racy twin of 1070_vector_lane_index_ok.cl: the index is lane y, 0 for
// every work-item, and the value differs per work-item (lane x).
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect-not-re: kernel 'lanes' .*: verified
__kernel void lanes(__global int *out) {
  int2 where = (int2)((int)get_global_id(0), 0);
  int4 v = (int4)(1, 2, 3, 4);
  int4 w = v.wzyx + (int4)(where.x);
  out[where.y] = w.z;
}
