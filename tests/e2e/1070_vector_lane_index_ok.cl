// Vector lanes carry their values (issue 10): the index is lane x of an
// int2 built from the global id, the stored value a lane of a swizzled
// constant; each work-item writes its own element.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'lanes' \(.*\): verified
__kernel void lanes(__global int *out) {
  int2 where = (int2)((int)get_global_id(0), 0);
  int4 v = (int4)(1, 2, 3, 4);
  int4 w = v.wzyx + (int4)(where.y);
  out[where.x] = w.z;
}
