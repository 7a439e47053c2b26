// async_work_group_copy into __local memory, but a work-item reads the
// tile before wait_group_events: the copy, made by the work-group, may
// still be writing it. A barrier does not wait for the copy either.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: race on tile[
//@ expect: 847_async_copy_racy.cl:13:
__kernel void early_read(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t l = get_local_id(0);
  event_t ev = async_work_group_copy(tile, in, 64, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = tile[l];
  wait_group_events(1, &ev);
}
