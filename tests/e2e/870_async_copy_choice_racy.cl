// The destination may be null (odd groups): a null dereference.
//@ args: --local_size=32 --num_groups=4
//@ exit: 1
//@ expect: null
__kernel void stage(__global const float *src, __global float *dst) {
  __local float a[32];
  __local float *buf = (get_group_id(0) & 1) ? a : 0;
  event_t e = async_work_group_copy(buf, src + 32 * get_group_id(0), 32, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = a[get_local_id(0)];
}
