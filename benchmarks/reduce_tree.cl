//@ args: --local_size=256 --num_groups=64
//@ exit: 0
// OpenCL tree reduction in local memory: each work-group sums
// 2 * local size elements and writes one partial sum.
#define GROUP_SIZE 256

__kernel void reduce_tree(__global const float *in, __global float *out, uint n) {
  __local float sdata[GROUP_SIZE];
  uint lid = get_local_id(0);
  uint i = get_group_id(0) * (get_local_size(0) * 2) + lid;

  float v = 0.0f;
  if (i < n)
    v = in[i];
  if (i + get_local_size(0) < n)
    v += in[i + get_local_size(0)];
  sdata[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);

  for (uint s = get_local_size(0) / 2;
       __invariant(__no_read(sdata)), __invariant(__no_write(sdata)),
       __invariant(s <= get_local_size(0) / 2), s > 0;
       s >>= 1) {
    if (lid < s)
      sdata[lid] += sdata[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  if (lid == 0)
    out[get_group_id(0)] = sdata[0];
}
