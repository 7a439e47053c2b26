// A lock whose compare-exchange acquires on success and whose unlock store
// releases (device scope): no separate fences needed.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'count' .*: verified
__kernel void count(__global atomic_int *m, __global int *total) {
  int expected = 0;
  while (!atomic_compare_exchange_strong_explicit(m, &expected, 1, memory_order_acquire,
                                                  memory_order_relaxed, memory_scope_device))
    expected = 0;
  total[0] = total[0] + 1;
  atomic_store_explicit(m, 0, memory_order_release, memory_scope_device);
}
