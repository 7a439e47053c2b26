// The flag is stored with memory_order_relaxed: nothing orders the write of
// data before it (missing fence), although the load acquires.
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: read-write race on data[0] (missing fence:
//@ expect-re: kernel 'handoff' .*: 1 race found
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (get_group_id(0) == 1) {
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) != 1)
      ;
    out[0] = data[0];
  }
}
