// The copy is inside a branch, but the branch depends on the work-group id
// only: every work-item of a group takes it or none does, with the same
// arguments. Verified.
//@ args: --local_size=64 --num_groups=8
//@ exit: 0
//@ expect-re: kernel 'even_groups' .*verified
__kernel void even_groups(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  if ((g & 1) == 0) {
    event_t ev = async_work_group_copy(tile, in + g * 64, 64, 0);
    wait_group_events(1, &ev);
    out[g * 64 + l] = tile[63 - l];
  }
}
