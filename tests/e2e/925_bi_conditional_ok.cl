// OpenCL: barrier invariants whose conditions branch (__implies and ?: are
// && / || at -O0): even work-items write slot 2t, odd ones 2t + 1, and
// after the barrier each reads its own slot back through a table.
//@ args: --local_size=32 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'k' \(.*\): verified
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int slot[64];
  __local int val[64];
  if (tid % 2 == 0)
    slot[tid] = 2 * tid;
  else
    slot[tid] = 2 * tid + 1;
  __barrier_invariant_1(__implies(tid % 2 == 0, slot[tid] == 2 * tid), tid);
  __barrier_invariant_1(__implies(tid % 2 != 0, slot[tid] == 2 * tid + 1), tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  val[slot[tid]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = val[2 * tid];
}
