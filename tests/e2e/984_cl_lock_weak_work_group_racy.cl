// 984_cl_lock_weak_ok with a work-group-scoped lock used by two
// work-groups (insufficient lock scope).
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect-re: race on total\[0\] \(insufficient lock scope
//@ expect-not-re: kernel 'count' .*: verified
void lock(volatile __global atomic_int *m) {
  int expected = 0;
  while (!atomic_compare_exchange_weak_explicit(m, &expected, 1, memory_order_relaxed,
                                              memory_order_relaxed, memory_scope_work_group))
    expected = 0;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
}

void unlock(volatile __global atomic_int *m) {
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(m, 0, memory_order_relaxed, memory_scope_work_group);
}

__kernel void count(__global atomic_int *m, __global int *total) {
  lock(m);
  total[0] = total[0] + 1;
  unlock(m);
}
