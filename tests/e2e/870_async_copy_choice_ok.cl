// An async copy whose destination is chosen between two local arrays by
// the group id: each work-group copies into one of them, then reads it
// after the wait; the work-groups' local memories are their own.
//@ args: --local_size=32 --num_groups=4
//@ exit: 0
//@ expect: verified
__kernel void stage(__global const float *src, __global float *dst) {
  __local float a[32], b[32];
  __local float *buf = (get_group_id(0) & 1) ? a : b;
  event_t e = async_work_group_copy(buf, src + 32 * get_group_id(0), 32, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = buf[get_local_id(0)];
}
