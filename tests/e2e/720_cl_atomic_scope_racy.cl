// Two work-groups add to one counter with memory_scope_work_group atomics:
// each atomic is atomic only within its own group (insufficient atomic scope).
//@ args: --local_size=1 --num_groups=2
//@ exit: 1
//@ expect: atomic-atomic race on count[0] (insufficient atomic scope: the atomic is memory_scope_work_group)
//@ expect-re: kernel 'tally' .*: [0-9]+ races? found
__kernel void tally(__global atomic_int *count) {
  atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_work_group);
}
