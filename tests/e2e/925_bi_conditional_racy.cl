// 925_bi_conditional_ok.cl where odd work-items take slot 2t - 2, the slot
// of their even neighbour t - 1: the (true) invariants show the collision.
//@ args: --local_size=32 --num_groups=4
//@ exit: 1
//@ expect: race on val[
//@ expect-not: barrier invariant might not hold
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int slot[64];
  __local int val[64];
  if (tid % 2 == 0)
    slot[tid] = 2 * tid;
  else
    slot[tid] = 2 * tid - 2;
  __barrier_invariant_1(__implies(tid % 2 == 0, slot[tid] == 2 * tid), tid);
  __barrier_invariant_1(__implies(tid % 2 != 0, slot[tid] == 2 * tid - 2), tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  val[slot[tid]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = val[2 * tid];
}
