// Message passing between work-groups: group 0 writes, fences with device
// scope and releases the flag; group 1 spins on it, fences and reads.
// OpenCL C 2.0 (chosen automatically: the file uses memory_scope_*).
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'handoff' .*: verified
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) != 1)
      ;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    out[0] = data[0];
  }
}
