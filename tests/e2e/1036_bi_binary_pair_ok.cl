// A binary invariant over the pair's own elements only: each work-item
// writes its element, and the invariant compares the pair's two elements
// (both written by the pair, so no third work-item is involved). The
// assertion after the barrier follows from the instantiated pair.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect: verified
__kernel void k(__global int *out) {
  __local int A[64];
  A[get_local_id(0)] = 2 * get_local_id(0);
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],
                               get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(__implies(__same_group, A[get_local_id(0)] != A[__other_int(get_local_id(0))]));
}
