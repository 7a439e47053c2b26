// Release store and acquire load of work-group scope between two groups:
// the orderings they carry do not reach the other group, and the two
// atomics on flag, each of work-group scope, race with each other. (Before
// the direct attempt's Houdini fixpoint, Boogie's Houdini stopped at its
// first round, whose candidates hid the race inside the loop; the unwinding
// re-check confirms it.)
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: read-write race on data[0] (insufficient fence scope: the work-group-scoped operations at lines 15, 17 do not cover the other work-item)
//@ expect: atomic-atomic race on flag[0] (insufficient atomic scope: the atomic is memory_scope_work_group)
//@ expect-re: kernel 'handoff' .*: 2 races found
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
