// async_work_group_copy of a tile into __local memory, waited for with
// wait_group_events before any work-item reads it; then each work-item
// reads a neighbour's element and writes its own output. Race-free.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'tile_copy.*verified
__kernel void tile_copy(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ev = async_work_group_copy(tile, in + g * 64, 64, 0);
  wait_group_events(1, &ev);
  out[g * 64 + l] = tile[(l + 1) % 64];
}
