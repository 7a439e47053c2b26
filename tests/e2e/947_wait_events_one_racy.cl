// The wait names only the first copy's event: the second copy may still be
// writing tb when the work-items read it. A race with the copy.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: race on tb
//@ expect: 947_wait_events_one_racy.cl:15:
//@ expect-not: verified
__kernel void two_tiles(__global const float *a, __global const float *b, __global float *out) {
  __local float ta[64], tb[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ev[2];
  ev[0] = async_work_group_copy(ta, a + g * 64, 64, 0);
  ev[1] = async_work_group_copy(tb, b + g * 64, 64, 0);
  wait_group_events(1, ev);
  out[get_global_id(0)] = ta[l] + tb[(l + 1) % 64];
}
