// Uniform run-time flags are taken at their value: with f == 2
// (CLK_GLOBAL_MEM_FENCE only) the barrier does not order the __local
// exchange, so the race on `l` is reported.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: race on l[
//@ expect-not: non-uniform flags
__kernel void global_only(__global int *g, __local int *l, int f) {
  size_t i = get_local_id(0);
  l[i] = g[i];
  barrier(f);
  g[i] = l[63 - i];
}
