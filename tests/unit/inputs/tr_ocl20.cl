// OpenCL C 2.0 synchronisation: fence orders and scopes, atomic orders, and
// a compare-exchange lock (test_translator.c, test_opencl20).
__kernel void sync20(__global int *data, __global atomic_int *flag, __global atomic_int *m) {
  data[0] = 1;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_device);
  int v = atomic_load(flag);
  int e = 0;
  while (!atomic_compare_exchange_strong_explicit(m, &e, 1, memory_order_acquire,
                                                  memory_order_relaxed, memory_scope_device))
    e = 0;
  data[1] = v;
}
