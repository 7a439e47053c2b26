// The second copy joins the first one's event (its last argument), so one
// wait for that event completes both copies.
//@ args: --local_size=64 --num_groups=8
//@ exit: 0
//@ expect-re: kernel 'joined' .*verified
__kernel void joined(__global const float *a, __global const float *b, __global float *out) {
  __local float ta[64], tb[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ev = async_work_group_copy(ta, a + g * 64, 64, 0);
  async_work_group_copy(tb, b + g * 64, 64, ev);
  wait_group_events(1, &ev);
  out[get_global_id(0)] = ta[l] - tb[63 - l];
}
