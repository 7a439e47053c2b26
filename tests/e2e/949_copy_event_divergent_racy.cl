// A copy must be made with the same arguments by the whole group, its event
// included: here half the group joins the copy to the first copy's event
// and the other half to none.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: the async work-group copy is not made by all work-items of the work-group with the same arguments
//@ expect: 949_copy_event_divergent_racy.cl:15:
//@ expect-not: verified
__kernel void join_some(__global const float *a, __global const float *b, __global float *out) {
  __local float ta[64], tb[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ea = async_work_group_copy(ta, a + g * 64, 64, 0);
  event_t none = 0;
  event_t *j = l < 32 ? &ea : &none;
  event_t eb = async_work_group_copy(tb, b + g * 64, 64, *j);
  wait_group_events(1, &ea);
  wait_group_events(1, &eb);
  out[get_global_id(0)] = ta[l] + tb[l];
}
