// acq_rel and seq_cst fences act on both sides of the hand-off.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'handoff' .*: verified
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_all_svm_devices);
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) != 1)
      ;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_svm_devices);
    out[0] = data[0];
  }
}
