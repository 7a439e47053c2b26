// The number of events differs within the group (1 for the first half, 2
// for the others): a defect, even though both lists start alike.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: wait_group_events is not called by all work-items of the work-group with the same events
//@ expect: 949_wait_count_divergent_racy.cl:15:
//@ expect-not: verified
__kernel void count(__global const float *a, __global const float *b, __global float *out) {
  __local float ta[64], tb[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ev[2];
  ev[0] = async_work_group_copy(ta, a + g * 64, 64, 0);
  ev[1] = async_work_group_copy(tb, b + g * 64, 64, 0);
  int n = l < 32 ? 1 : 2;
  wait_group_events(n, ev);
  wait_group_events(2, ev);
  out[get_global_id(0)] = ta[l] + tb[l];
}
