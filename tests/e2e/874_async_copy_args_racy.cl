// Every work-item reaches the copy, but the source depends on the local
// id: the work-items of one group ask for different copies (undefined in
// OpenCL), reported at the copy.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: the async work-group copy is not made by all work-items of the work-group with the same arguments
//@ expect: 874_async_copy_args_racy.cl:12:
//@ expect-not: verified
__kernel void skewed_copy(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t l = get_local_id(0), g = get_group_id(0);
  event_t ev = async_work_group_copy(tile, in + g * 64 + (l & 1), 64, 0);
  wait_group_events(1, &ev);
  out[g * 64 + l] = tile[l];
}
