// barrier(flags) with flags that differ between work-items of one group:
// even work-items fence local memory, odd ones global memory. Reported as
// a barrier with non-uniform flags at the barrier (line 12).
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: 843_barrier_flags_racy.cl:12:
//@ expect: barrier with non-uniform flags
//@ expect: reach it with different fence flags
__kernel void mixed(__global int *g, __local int *l) {
  size_t i = get_local_id(0);
  l[i] = g[i];
  barrier(i % 2 ? CLK_GLOBAL_MEM_FENCE : CLK_LOCAL_MEM_FENCE);
  g[i] = l[63 - i];
}
