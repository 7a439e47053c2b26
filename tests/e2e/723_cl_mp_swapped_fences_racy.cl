// OpenCL 1.x: read_mem_fence (acquire only) before the release and
// write_mem_fence (release only) after the acquire fence nothing the
// hand-off needs (missing fence), even within one work-group.
//@ args: --local_size=2 --num_groups=1
//@ exit: 1
//@ expect: read-write race on data[0] (missing fence:
//@ expect-re: kernel 'handoff' .*: 1 race found
__kernel void handoff(__global int *data, volatile __global int *flag, __global int *out) {
  if (get_global_id(0) == 0) {
    data[0] = 42;
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(flag, 1);
  } else if (get_global_id(0) == 1) {
    while (atomic_add(flag, 0) != 1)
      ;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    out[0] = data[0];
  }
}
