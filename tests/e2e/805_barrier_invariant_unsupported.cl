// Barrier invariants state facts about shared memory contents, which
// tandem does not model: refused, naming the annotation and its line.
//@ args: --local_size=16 --num_groups=1
//@ exit: 2
//@ expect: 805_barrier_invariant_unsupported.cl:9:3: error: unsupported: barrier invariant
//@ expect-not: verified
__kernel void k(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}
