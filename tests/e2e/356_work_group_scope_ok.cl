// OpenCL 2.0: work-group scope for the per-group counter, device scope for
// the counter all groups share.
//@ args: -cl-std=CL2.0 --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'tally' \(.*\): verified
__kernel void tally(__global atomic_int *count, __global atomic_int *per_group) {
  atomic_fetch_add_explicit(&per_group[get_group_id(0)], 1, memory_order_relaxed,
                            memory_scope_work_group);
  atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_device);
}
