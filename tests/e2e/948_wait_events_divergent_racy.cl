// Work-items of one group wait for different events (the first half for
// the copy into ta, the others for the copy into tb): wait_group_events
// must be called with the same events by the whole group. A defect.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: error: barrier divergence in kernel 'pick': wait_group_events is not called by all work-items of the work-group with the same events
//@ expect: 948_wait_events_divergent_racy.cl:16:
//@ expect: disagree on reaching it or on its events
//@ expect-not: verified
__kernel void pick(__global const float *a, __global const float *b, __global float *out) {
  __local float ta[64], tb[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ea = async_work_group_copy(ta, a + g * 64, 64, 0);
  event_t eb = async_work_group_copy(tb, b + g * 64, 64, 0);
  event_t *mine = l < 32 ? &ea : &eb;
  wait_group_events(1, mine);
  wait_group_events(1, &ea);
  wait_group_events(1, &eb);
  out[get_global_id(0)] = ta[l] + tb[l];
}
