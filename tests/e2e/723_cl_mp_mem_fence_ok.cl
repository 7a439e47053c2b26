// OpenCL 1.x: write_mem_fence before the release, read_mem_fence after the
// acquire. Those fences have work-group scope: enough for two work-items of
// one group.
//@ args: --local_size=2 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'handoff' .*: verified
__kernel void handoff(__global int *data, volatile __global int *flag, __global int *out) {
  if (get_global_id(0) == 0) {
    data[0] = 42;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(flag, 1);
  } else if (get_global_id(0) == 1) {
    while (atomic_add(flag, 0) != 1)
      ;
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    out[0] = data[0];
  }
}
