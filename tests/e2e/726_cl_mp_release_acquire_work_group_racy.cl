// Release store and acquire load of work-group scope between two groups:
// the orderings they carry do not reach the other group.
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: read-write race on data[0] (insufficient fence scope: the work-group-scoped operations at lines 10, 12 do not cover the other work-item)
//@ expect-re: kernel 'handoff' .*: 1 race found
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_work_group) != 1)
      ;
    out[0] = data[0];
  }
}
