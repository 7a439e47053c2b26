// A spin lock from atomic_compare_exchange_weak: the loop leaves only when
// the exchange reports success, and a weak exchange that reports success
// did write, so the work-item holds the lock after the loop (a spurious
// failure just spins once more). Device scope, fences on both sides.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'count' .*: verified
void lock(volatile __global atomic_int *m) {
  int expected = 0;
  while (!atomic_compare_exchange_weak_explicit(m, &expected, 1, memory_order_relaxed,
                                              memory_order_relaxed, memory_scope_device))
    expected = 0;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
}

void unlock(volatile __global atomic_int *m) {
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(m, 0, memory_order_relaxed, memory_scope_device);
}

__kernel void count(__global atomic_int *m, __global int *total) {
  lock(m);
  total[0] = total[0] + 1;
  unlock(m);
}
