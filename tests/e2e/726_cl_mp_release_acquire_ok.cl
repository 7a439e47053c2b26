// Message passing with a release store and an acquire load of device scope:
// each is its own fence, so no atomic_work_item_fence is needed.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'handoff' .*: verified
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) != 1)
      ;
    out[0] = data[0];
  }
}
