// OpenCL 1.x fences have work-group scope: a hand-off to another work-group
// is not ordered by them (insufficient fence scope).
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: read-write race on data[0] (insufficient fence scope:
//@ expect-re: kernel 'handoff' .*: 1 race found
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
