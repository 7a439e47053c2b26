// The unlock store is relaxed: the critical section is not ordered before
// the next holder's (missing fence in lock).
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: (missing fence in lock: the release of lock 'm' at line 13 has no fence before it)
//@ expect-re: kernel 'count' .*: [0-9]+ races found
__kernel void count(__global atomic_int *m, __global int *total) {
  int expected = 0;
  while (!atomic_compare_exchange_strong_explicit(m, &expected, 1, memory_order_acquire,
                                                  memory_order_relaxed, memory_scope_device))
    expected = 0;
  total[0] = total[0] + 1;
  atomic_store_explicit(m, 0, memory_order_relaxed, memory_scope_device);
}
