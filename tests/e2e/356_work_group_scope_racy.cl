// OpenCL 2.0: an atomic with memory_scope_work_group is atomic only within
// its work-group; every group adding to one global counter races.
//@ args: -cl-std=CL2.0 --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: atomic-atomic race on count[0] (insufficient atomic scope: the atomic is memory_scope_work_group)
//@ expect-not-re: kernel 'tally' .*: verified
__kernel void tally(__global atomic_int *count, __global atomic_int *per_group) {
  atomic_fetch_add_explicit(&per_group[get_group_id(0)], 1, memory_order_relaxed,
                            memory_scope_work_group);
  atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_work_group);
}
