// async_work_group_strided_copy from __global to __local, with a stride
// on the global side, and prefetch (a hint): each group reads a strided
// column; the tile is used only after wait_group_events. Race-free.
//@ args: --local_size=16 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'gather.*verified
__kernel void gather(__global const float *in, __global float *out) {
  __local float tile[16];
  size_t l = get_local_id(0), g = get_group_id(0);
  prefetch(in + g, 16);
  event_t ev = async_work_group_strided_copy(tile, in + g, 16, 4, 0);
  wait_group_events(1, &ev);
  out[g * 16 + l] = tile[15 - l];
}
