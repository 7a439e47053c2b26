// Message passing between work-groups with work-group-scoped fences: they do
// not order the write for a work-item of another group.
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: read-write race on data[0] (insufficient fence scope: the work-group-scoped operations at lines 11, 16 do not cover the other work-item)
//@ expect: (work-items in different work-groups)
//@ expect-re: kernel 'handoff' .*: 1 race found
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) != 1)
      ;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
    out[0] = data[0];
  }
}
