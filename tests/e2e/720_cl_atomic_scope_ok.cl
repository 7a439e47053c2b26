// Two work-groups add to one counter with memory_scope_device atomics.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'tally' .*: verified
__kernel void tally(__global atomic_int *count) {
  atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_device);
}
