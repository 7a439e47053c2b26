// async_work_group_strided_copy from __local to __global with a stride:
// each group writes its 16 elements every 4th word of `out` starting at
// its group id... but with a stride of 2 the ranges of groups 0 and 1
// overlap: the copies of different work-groups race on `out`.
//@ args: --local_size=16 --num_groups=2
//@ exit: 1
//@ expect: race on out[
//@ expect: async copies of different work-groups
__kernel void scatter(__global float *out) {
  __local float tile[16];
  size_t l = get_local_id(0), g = get_group_id(0);
  tile[l] = (float)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t ev = async_work_group_strided_copy(out + g, tile, 16, 2, 0);
  wait_group_events(1, &ev);
}
