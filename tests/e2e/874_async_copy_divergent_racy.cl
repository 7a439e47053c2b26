// An async work-group copy must be made by every work-item of the group
// with the same arguments. Here only the work-items with a global id below
// 213 reach it, so work-group 3 (ids 192-255) is split: a defect.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: error: barrier divergence in kernel 'partial_copy': the async work-group copy is not made by all work-items of the work-group with the same arguments
//@ expect: 874_async_copy_divergent_racy.cl:13:
//@ expect: disagree on reaching it or on its arguments
//@ expect-not: verified
__kernel void partial_copy(__global const float *in, __global float *out) {
  __local float tile[64];
  if (get_global_id(0) < 213) {
    event_t ev = async_work_group_copy(tile, in, 64, 0);
    wait_group_events(1, &ev);
    out[get_global_id(0)] = tile[get_local_id(0)];
  }
}
